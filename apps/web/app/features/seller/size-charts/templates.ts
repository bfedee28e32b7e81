import { SIZE_CHART_ROWS } from '@xinh/contracts'
import type { SellerKey } from '../i18n/index.ts'

/** The size-chart templates a seller starts from (`tao?type=`): tops, bottoms, dresses, shoes, bras. */
export const TEMPLATE_TYPES = ['top', 'bottom', 'dress', 'shoes', 'underwear'] as const
export type TemplateType = (typeof TEMPLATE_TYPES)[number]

type Template = { name: SellerKey; attributes: Array<{ _id: string; name: SellerKey }>; rows: ReadonlyArray<readonly string[]> }

/** Attributes by id with the names they get in the seller's language; rows are size name then one value per attribute. */
export const TEMPLATES: Record<TemplateType, Template> = {
  top: {
    name: 'sc.size_charts.template.top',
    attributes: [
      { _id: 'height', name: 'sc.size_charts.attr.height' },
      { _id: 'weight', name: 'sc.size_charts.attr.weight' },
      { _id: 'bust', name: 'sc.size_charts.attr.bust' },
      { _id: 'length', name: 'sc.size_charts.attr.top_length' },
    ],
    rows: SIZE_CHART_ROWS.top.rows,
  },
  bottom: {
    name: 'sc.size_charts.template.bottom',
    attributes: [
      { _id: 'waist', name: 'sc.size_charts.attr.waist' },
      { _id: 'hip', name: 'sc.size_charts.attr.hip' },
      { _id: 'weight', name: 'sc.size_charts.attr.weight' },
      { _id: 'length', name: 'sc.size_charts.attr.pants_length' },
    ],
    rows: SIZE_CHART_ROWS.pants.rows,
  },
  dress: {
    name: 'sc.size_charts.template.dress',
    attributes: [
      { _id: 'bust', name: 'sc.size_charts.attr.bust' },
      { _id: 'waist', name: 'sc.size_charts.attr.waist' },
      { _id: 'hip', name: 'sc.size_charts.attr.hip' },
      { _id: 'length', name: 'sc.size_charts.attr.dress_length' },
    ],
    rows: SIZE_CHART_ROWS.dress.rows,
  },
  shoes: {
    name: 'sc.size_charts.template.shoes',
    attributes: [
      { _id: 'foot_length', name: 'sc.size_charts.attr.foot_length' },
      { _id: 'eu', name: 'sc.size_charts.attr.eu' },
    ],
    rows: SIZE_CHART_ROWS.shoes.rows,
  },
  underwear: {
    name: 'sc.size_charts.template.underwear',
    attributes: [
      { _id: 'underbust', name: 'sc.size_charts.attr.underbust' },
      { _id: 'bust', name: 'sc.size_charts.attr.bust' },
      { _id: 'cup', name: 'sc.size_charts.attr.cup' },
    ],
    rows: SIZE_CHART_ROWS.underwear.rows,
  },
}

export const isTemplateType = (type: string | null | undefined): type is TemplateType =>
  (TEMPLATE_TYPES as readonly string[]).includes(type ?? '')
