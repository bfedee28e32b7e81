import {
  PRODUCT_FILE_RETENTION_DAYS,
  PRODUCT_IMPORT_LIMITS,
  type TImportFailure,
  type TImportResult,
  type TImportRowError,
  type TImportRowOutcome,
  type TProductFile,
} from '@xinh/contracts'
import { useVirtualizer } from '@tanstack/react-virtual'
import { Download, FileSpreadsheet, History, Upload } from 'lucide-react'
import { useRef, useState } from 'react'
import { useRevalidator } from 'react-router'
import { Pagination } from '#web/features/catalog/pagination.tsx'
import { formatDateTime } from '#web/lib/dates.ts'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { Button } from '#web/ui/button.tsx'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import { ProgressBar } from '#web/ui/progress-bar.tsx'
import { StatusBadge, type Tone } from '#web/ui/status-badge.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { uploadFile } from '#web/ui/upload-media.ts'
import { formatCount } from '../format.ts'
import { useSellerT } from '../i18n/index.ts'

type Outcome = TImportRowOutcome['outcome']
const OUTCOME_TONE: Record<Outcome, Tone> = {
  created: 'success',
  updated: 'info',
  unchanged: 'neutral',
  rejected: 'danger',
  not_imported: 'warning',
}

type Result =
  | { ok: true; data: TImportResult }
  | { ok: false; message: string; errors: TImportRowError[]; rows: TImportRowOutcome[]; file: TProductFile | null }

/** Downloads the shop's products as .xlsx (the browser saves it); the export is recorded in the history. */
function DownloadCard({ onDone }: { onDone: () => void }) {
  const t = useSellerT()
  const { bases, lang } = useApp()
  const toast = useToast()
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      const res = await fetch(`${bases.commerce}/api/v1/seller/products/download`, {
        credentials: 'same-origin',
        headers: { 'Accept-Language': lang },
      })
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null
        throw new Error(body?.error?.message || t('common.network_error'))
      }
      const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'xinh-san-pham.xlsx'
      const url = URL.createObjectURL(await res.blob())
      const a = document.createElement('a')
      a.href = url
      a.download = name
      document.body.append(a)
      a.click()
      a.remove()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
      toast(t('sc.products.excel.downloaded', { name }), 'success')
      onDone()
    } catch (error) {
      toast(error instanceof Error && error.message ? error.message : t('common.network_error'), 'error')
    } finally {
      setBusy(false)
    }
  }
  return (
    <section aria-labelledby="excel-download" className="flex flex-col gap-3 rounded-2xl p-4 ring-1 ring-neutral-200">
      <h2 id="excel-download" className="flex items-center gap-2 font-bold">
        <Download aria-hidden className="size-5 text-brand-600" />
        {t('sc.products.excel.download_title')}
      </h2>
      <p className="text-sm text-neutral-700">{t('sc.products.excel.download_body')}</p>
      <Button onClick={download} loading={busy} className="self-start">
        <FileSpreadsheet aria-hidden className="size-4" />
        {t('sc.products.excel.download')}
      </Button>
      {busy && <ProgressBar value={null} label={t('sc.products.excel.preparing')} />}
    </section>
  )
}

/** Rows of a large result, drawn as they scroll into view (a 5,000-row file stays light). */
function OutcomeRows({ rows }: { rows: TImportRowOutcome[] }) {
  const t = useSellerT()
  const parent = useRef<HTMLElement>(null)
  const virtual = useVirtualizer({ count: rows.length, getScrollElement: () => parent.current, estimateSize: () => 44, overscan: 8 })
  return (
    <div>
      <div
        className="grid grid-cols-[4rem_1fr_8rem] gap-2 border-b border-neutral-300 px-2 py-1 text-xs font-semibold text-neutral-700"
        aria-hidden
      >
        <span>{t('sc.products.excel.col_row')}</span>
        <span>{t('sc.products.excel.col_product')}</span>
        <span>{t('sc.products.excel.col_outcome')}</span>
      </div>
      {/* a scrolling region is reachable with the keyboard (it has nothing focusable inside) */}
      <section
        ref={parent}
        aria-label={t('sc.products.excel.rows')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the region scrolls and must be reachable with the keyboard
        tabIndex={0}
        className="max-h-80 overflow-y-auto"
        data-testid="import-rows"
      >
        <ul style={{ height: virtual.getTotalSize(), position: 'relative' }}>
          {virtual.getVirtualItems().map((item) => {
            const row = rows[item.index] as TImportRowOutcome
            return (
              <li
                key={item.key}
                className="absolute inset-x-0 grid grid-cols-[4rem_1fr_8rem] items-center gap-2 border-b border-neutral-100 px-2 text-sm"
                style={{ height: item.size, transform: `translateY(${item.start}px)` }}
              >
                <span className="tabular-nums">{t('sc.products.excel.row_n', { n: row.row })}</span>
                <span className="truncate">{row.name || row.product_key}</span>
                <span>
                  <StatusBadge tone={OUTCOME_TONE[row.outcome]}>{t(`sc.products.excel.outcome.${row.outcome}`)}</StatusBadge>
                </span>
              </li>
            )
          })}
        </ul>
      </section>
    </div>
  )
}

function ErrorTable({ errors }: { errors: TImportRowError[] }) {
  const t = useSellerT()
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[480px] text-sm" data-testid="import-errors">
        <caption className="sr-only">{t('sc.products.excel.errors')}</caption>
        <thead>
          <tr className="border-b border-neutral-300 text-left text-xs text-neutral-700">
            <th scope="col" className="py-1 pr-2">
              {t('sc.products.excel.col_row')}
            </th>
            <th scope="col" className="py-1 pr-2">
              {t('sc.products.excel.col_cell')}
            </th>
            <th scope="col" className="py-1 pr-2">
              {t('sc.products.excel.col_column')}
            </th>
            <th scope="col" className="py-1">
              {t('sc.products.excel.col_reason')}
            </th>
          </tr>
        </thead>
        <tbody>
          {errors.slice(0, 500).map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: errors have no identity beyond their place
            <tr key={i} className="border-b border-neutral-100 align-top">
              <td className="py-1 pr-2 tabular-nums">{e.row === 0 ? t('sc.products.excel.the_file') : e.row}</td>
              <td className="py-1 pr-2 font-mono">{e.cell ?? '—'}</td>
              <td className="py-1 pr-2 font-mono text-xs">{e.field}</td>
              <td className="py-1 text-red-800">{e.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {errors.length > 500 && (
        <p className="mt-1 text-xs text-neutral-700">{t('sc.products.excel.more_errors', { count: errors.length - 500 })}</p>
      )}
    </div>
  )
}

/** Upload of an edited file: the bytes with their progress, then the server's work, then the result row by row. */
function UploadCard({ onDone }: { onDone: () => void }) {
  const t = useSellerT()
  const { bases, lang, country } = useApp()
  const toast = useToast()
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [phase, setPhase] = useState<'idle' | 'uploading' | 'processing'>('idle')
  const [progress, setProgress] = useState(0)
  const [result, setResult] = useState<Result | null>(null)
  const [fileError, setFileError] = useState<string>()
  const upload = async () => {
    if (!file) return setFileError(t('sc.products.excel.choose_first'))
    if (file.size > PRODUCT_IMPORT_LIMITS.maxBytes)
      return setFileError(t('sc.products.excel.too_big', { mb: PRODUCT_IMPORT_LIMITS.maxBytes / 1024 / 1024 }))
    setFileError(undefined)
    setResult(null)
    setPhase('uploading')
    setProgress(0)
    const job = uploadFile<TImportResult>('/api/v1/seller/products/upload', file, { base: bases.commerce, lang, country }, setProgress, {
      onUploaded: () => setPhase('processing'),
    })
    try {
      const data = await job.done
      setResult({ ok: true, data })
      toast(t('sc.products.excel.imported', { created: data.created, updated: data.updated }), 'success')
    } catch (error) {
      const body = (error as { body?: TImportFailure['error'] }).body
      const message = error instanceof ApiError && error.message ? error.message : t('common.network_error')
      setResult({ ok: false, message, errors: body?.errors ?? [], rows: body?.rows ?? [], file: body?.file ?? null })
      toast(message, 'error')
    } finally {
      setPhase('idle')
      // the next upload is a file chosen again (the seller fixes it and picks it anew)
      setFile(null)
      if (input.current) input.current.value = ''
      onDone()
    }
  }
  return (
    <section aria-labelledby="excel-upload" className="flex flex-col gap-3 rounded-2xl p-4 ring-1 ring-neutral-200">
      <h2 id="excel-upload" className="flex items-center gap-2 font-bold">
        <Upload aria-hidden className="size-5 text-brand-600" />
        {t('sc.products.excel.upload_title')}
      </h2>
      <ul className="list-disc pl-5 text-sm text-neutral-700">
        <li>{t('sc.products.excel.rule_key')}</li>
        <li>{t('sc.products.excel.rule_all_or_nothing')}</li>
        <li>
          {t('sc.products.excel.rule_limits', {
            rows: formatCount(PRODUCT_IMPORT_LIMITS.maxRows, t.lang),
            mb: PRODUCT_IMPORT_LIMITS.maxBytes / 1024 / 1024,
          })}
        </li>
        <li>{t('sc.products.excel.rule_review')}</li>
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
          {t('sc.products.excel.file')}
          <input
            ref={input}
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-invalid={Boolean(fileError)}
            aria-describedby={fileError ? 'excel-file-error' : undefined}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null)
              setFileError(undefined)
            }}
            className="min-h-11 rounded-lg border border-neutral-300 bg-white p-2 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-neutral-100 file:px-3 file:py-1.5 file:font-semibold"
          />
        </label>
        <Button onClick={upload} loading={phase !== 'idle'}>
          {t('sc.products.excel.upload')}
        </Button>
      </div>
      {fileError && (
        <p id="excel-file-error" role="alert" className="text-xs font-medium text-red-700">
          {fileError}
        </p>
      )}
      {phase === 'uploading' && <ProgressBar value={progress} label={t('sc.products.excel.uploading')} />}
      {phase === 'processing' && (
        <div className="flex flex-col gap-1">
          <ProgressBar value={null} label={t('sc.products.excel.processing')} />
          <p className="text-xs text-neutral-700">{t('sc.products.excel.processing')}</p>
        </div>
      )}
      {result && (
        <div className="flex flex-col gap-3" data-testid="import-result" aria-live="polite">
          {result.ok ? (
            <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200">
              {t('sc.products.excel.summary', {
                created: result.data.created,
                updated: result.data.updated,
                unchanged: result.data.unchanged,
              })}
            </p>
          ) : (
            <>
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-200">
                {result.message} {result.errors.length > 0 && t('sc.products.excel.fix_and_retry')}
              </p>
              {result.errors.length > 0 && <ErrorTable errors={result.errors} />}
            </>
          )}
          {(result.ok ? result.data.rows : result.rows).length > 0 && <OutcomeRows rows={result.ok ? result.data.rows : result.rows} />}
        </div>
      )}
    </section>
  )
}

const FILE_TONE: Record<TProductFile['status'], Tone> = { success: 'success', failed: 'danger' }

function FileHistory({ files, meta }: { files: TProductFile[]; meta: { page: number; limit: number; total: number } }) {
  const t = useSellerT()
  return (
    <section aria-labelledby="excel-history" className="flex flex-col gap-3 rounded-2xl p-4 ring-1 ring-neutral-200">
      <h2 id="excel-history" className="flex items-center gap-2 font-bold">
        <History aria-hidden className="size-5 text-brand-600" />
        {t('sc.products.excel.history_title')}
      </h2>
      <p className="text-sm text-neutral-700">{t('sc.products.excel.history_body', { days: PRODUCT_FILE_RETENTION_DAYS })}</p>
      {files.length === 0 ? (
        <EmptyState icon={FileSpreadsheet} title={t('sc.products.excel.history_empty')} body={t('sc.products.excel.history_empty_body')} />
      ) : (
        <ul className="flex flex-col divide-y divide-neutral-200" data-testid="file-history">
          {files.map((f) => (
            <li key={f._id} className="flex flex-col gap-1 py-2">
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge tone="neutral">{t(`sc.products.excel.kind.${f.kind}`)}</StatusBadge>
                <span className="min-w-0 flex-1 truncate text-sm font-medium">{f.file_name}</span>
                <StatusBadge tone={FILE_TONE[f.status]}>{t(`sc.products.excel.file_status.${f.status}`)}</StatusBadge>
              </div>
              <p className="text-xs text-neutral-700">
                {t('sc.products.excel.file_line', { rows: formatCount(f.row_count, t.lang), date: formatDateTime(f.created_at, t.lang) })}
              </p>
              {f.errors.length > 0 && (
                <details className="text-sm">
                  <summary className="cursor-pointer text-xs font-semibold text-red-800">
                    {t('sc.products.excel.file_errors', { count: f.errors.length })}
                  </summary>
                  <ErrorTable errors={f.errors} />
                </details>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pagination meta={meta} />
    </section>
  )
}

/** `tai-xuong-danh-sach`: download the shop's products, upload an edited file, and the file history. */
export function ExcelView({ files, meta }: { files: TProductFile[]; meta: { page: number; limit: number; total: number } }) {
  const t = useSellerT()
  const revalidator = useRevalidator()
  const refresh = () => void revalidator.revalidate()
  return (
    <>
      <PageHeader title={t('sc.products.excel.title')} description={t('sc.products.excel.description')} />
      <div className="flex flex-col gap-4">
        <DownloadCard onDone={refresh} />
        <UploadCard onDone={refresh} />
        <FileHistory files={files} meta={meta} />
      </div>
    </>
  )
}
