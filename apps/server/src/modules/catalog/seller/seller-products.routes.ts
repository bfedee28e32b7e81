import {
  ZBulkEditProduct,
  ZBulkEditQuery,
  ZBulkVariantResult,
  ZBulkVariantUpdate,
  errorMessage,
  PRODUCT_IMPORT_LIMITS,
  PRODUCT_STATES,
  ZActiveToggle,
  ZEnvelope,
  ZImportFailure,
  ZImportResult,
  ZOk,
  ZPagedEnvelope,
  ZPickableProduct,
  ZProductFile,
  ZProductFilesQuery,
  ZProductIds,
  ZProductInput,
  ZProductUpdateInput,
  ZSellerDraftInput,
  ZSellerProduct,
  ZSellerProductList,
  ZSellerProductListQuery,
  ZSellerProductPickQuery,
  zId,
} from '@xinh/contracts'
import { z } from 'zod'
import { AppError } from '#server/platform/errors.ts'
import { ok, paged } from '#server/platform/http.ts'
import { readMultipart } from '#server/platform/multipart.ts'
import type { App } from '#server/platform/server.ts'
import { XLSX_MIME } from './excel-export.ts'
import type { BulkEditService } from './bulk-edit.service.ts'
import type { ProductFilesService } from './product-files.service.ts'
import type { SellerAccess } from '#server/modules/shops/index.ts'
import type { SellerProductsService } from './seller-products.service.ts'

const tags = ['seller-products']
const ZIdParams = z.object({ id: zId })
const product = { 200: ZEnvelope(ZSellerProduct) }
const ZCount = ZEnvelope(z.object({ count: z.number() }))
/** Any other failure of the upload (the platform's error envelope). */
const ZErrorBody = z.object({
  success: z.literal(false),
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
})

/** docs/api/catalog.md "Seller": the shop's own products. Static paths come before `/:id`. */
export async function sellerProductRoutes(
  app: App,
  {
    service,
    files,
    bulkEdit,
    requireSellerShop,
  }: { service: SellerProductsService; files: ProductFilesService; bulkEdit: BulkEditService; requireSellerShop: SellerAccess },
) {
  app.get(
    '/api/v1/seller/products',
    { schema: { tags, querystring: ZSellerProductListQuery, response: { 200: ZSellerProductList } } },
    async (req) => {
      const { data, meta, counts } = await service.listProducts({ actor: req.actor, lang: req.lang, query: req.query })
      return { ...paged(data, meta), counts }
    },
  )
  app.get(
    '/api/v1/seller/products/filter',
    { schema: { tags, querystring: ZSellerProductPickQuery, response: { 200: ZPagedEnvelope(ZPickableProduct) } } },
    async (req) => {
      const { data, meta } = await service.pickableProducts({ actor: req.actor, lang: req.lang, query: req.query })
      return paged(data, meta)
    },
  )
  app.get(
    '/api/v1/seller/products/files',
    { schema: { tags, querystring: ZProductFilesQuery, response: { 200: ZPagedEnvelope(ZProductFile) } } },
    async (req) => {
      const { data, meta } = await files.listFiles({ actor: req.actor, ...req.query })
      return paged(data, meta)
    },
  )
  app.get(
    '/api/v1/seller/products/download',
    {
      schema: {
        tags,
        produces: [XLSX_MIME],
        response: { 200: z.any().describe('The .xlsx workbook (one row per variant)') },
      },
    },
    async (req, reply) => {
      const { data, fileName } = await files.exportProducts({ actor: req.actor })
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
        .header('cache-control', 'no-store')
        .send(data)
    },
  )
  app.post(
    '/api/v1/seller/products/upload',
    {
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: ZEnvelope(ZImportResult), 400: ZImportFailure.or(ZErrorBody) } },
      // the seller check comes before the file is read
      preHandler: async (req) => void (await requireSellerShop(req.actor)),
    },
    async (req, reply) => {
      const { files: uploaded } = await readMultipart(req, { maxFiles: 1, maxBytes: PRODUCT_IMPORT_LIMITS.maxBytes })
      const file = uploaded.find((f) => f.field === 'file')
      if (!file) throw AppError.fields({ file: 'v.required' }, req.lang)
      const outcome = await files.importProducts({ actor: req.actor, lang: req.lang, fileName: file.filename, data: file.data })
      if (outcome.ok) {
        const { ok: _ok, ...result } = outcome
        return ok(result)
      }
      return reply.status(400).send({
        success: false as const,
        error: {
          code: 'PRODUCT_IMPORT_FAILED',
          message: errorMessage('PRODUCT_IMPORT_FAILED', req.lang, { count: outcome.errors.length }),
          errors: outcome.errors,
          file: outcome.file,
          rows: outcome.rows,
        },
      })
    },
  )
  app.post('/api/v1/seller/products', { schema: { tags, body: ZProductInput, response: product } }, async (req) =>
    ok(await service.createProduct({ actor: req.actor, lang: req.lang, input: req.body })),
  )
  app.post('/api/v1/seller/products/draft', { schema: { tags, body: ZSellerDraftInput, response: product } }, async (req) =>
    ok(await service.createDraft({ actor: req.actor, lang: req.lang, input: req.body })),
  )
  app.post('/api/v1/seller/products/bulk-hide', { schema: { tags, body: ZProductIds, response: { 200: ZCount } } }, async (req) =>
    ok(await service.bulkHide({ actor: req.actor, lang: req.lang, input: req.body })),
  )
  app.post('/api/v1/seller/products/bulk-show', { schema: { tags, body: ZProductIds, response: { 200: ZCount } } }, async (req) =>
    ok(await service.bulkShow({ actor: req.actor, lang: req.lang, input: req.body })),
  )
  app.get(
    '/api/v1/seller/products/variants',
    { schema: { tags, querystring: ZBulkEditQuery, response: { 200: ZPagedEnvelope(ZBulkEditProduct) } } },
    async (req) => {
      const { data, meta } = await bulkEdit.listVariants({ actor: req.actor, lang: req.lang, query: req.query })
      return paged(data, meta)
    },
  )
  app.patch(
    '/api/v1/seller/products/variants',
    { schema: { tags, body: ZBulkVariantUpdate, response: { 200: ZEnvelope(ZBulkVariantResult) } } },
    async (req) => ok(await bulkEdit.updateVariants({ actor: req.actor, lang: req.lang, input: req.body })),
  )
  app.post('/api/v1/seller/products/bulk-delete', { schema: { tags, body: ZProductIds, response: { 200: ZCount } } }, async (req) =>
    ok(await service.bulkDelete({ actor: req.actor, lang: req.lang, input: req.body })),
  )
  app.get('/api/v1/seller/products/:id', { schema: { tags, params: ZIdParams, response: product } }, async (req) =>
    ok(await service.getProduct({ actor: req.actor, lang: req.lang, id: req.params.id })),
  )
  app.get(
    '/api/v1/seller/products/:id/history',
    {
      schema: {
        tags,
        params: ZIdParams,
        response: {
          200: ZEnvelope(
            z.array(
              z.object({
                from: z.enum(PRODUCT_STATES).nullable(),
                to: z.enum(PRODUCT_STATES),
                by: z.enum(['you', 'admin', 'system']),
                reason: z.string().nullable(),
                at: z.string(),
              }),
            ),
          ),
        },
      },
    },
    async (req) => ok(await service.getStatusHistory({ actor: req.actor, lang: req.lang, id: req.params.id })),
  )
  app.put(
    '/api/v1/seller/products/:id',
    { schema: { tags, params: ZIdParams, body: ZProductUpdateInput, response: product } },
    async (req) => ok(await service.updateProduct({ actor: req.actor, lang: req.lang, id: req.params.id, input: req.body })),
  )
  app.put(
    '/api/v1/seller/products/:id/draft',
    { schema: { tags, params: ZIdParams, body: ZSellerDraftInput, response: product } },
    async (req) => ok(await service.updateDraft({ actor: req.actor, lang: req.lang, id: req.params.id, input: req.body })),
  )
  app.delete('/api/v1/seller/products/:id', { schema: { tags, params: ZIdParams, response: { 200: ZOk } } }, async (req) => {
    await service.deleteProduct({ actor: req.actor, lang: req.lang, id: req.params.id })
    return ok({ ok: true as const })
  })
  app.post('/api/v1/seller/products/:id/clone', { schema: { tags, params: ZIdParams, response: product } }, async (req) =>
    ok(await service.cloneProduct({ actor: req.actor, lang: req.lang, id: req.params.id })),
  )
  app.patch(
    '/api/v1/seller/products/:id/active',
    { schema: { tags, params: ZIdParams, body: ZActiveToggle, response: product } },
    async (req) =>
      ok(await service.setActive({ actor: req.actor, lang: req.lang, id: req.params.id, allowToSell: req.body.allow_to_sell })),
  )
}
