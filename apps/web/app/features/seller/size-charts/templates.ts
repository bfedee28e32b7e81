import type { SellerKey } from '../i18n/index.ts'

/** The size-chart templates a seller starts from (`tao?type=`): tops, bottoms, dresses, shoes, bras. */
export const TEMPLATE_TYPES = ['top', 'bottom', 'dress', 'shoes', 'underwear'] as const
export type TemplateType = (typeof TEMPLATE_TYPES)[number]

type Template = { name: SellerKey; attributes: Array<{ _id: string; name: SellerKey }>; rows: string[][] }

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
    rows: [
      ['S', '150–158', '40–47', '80–84', '62'],
      ['M', '155–163', '47–54', '84–88', '64'],
      ['L', '160–168', '54–61', '88–92', '66'],
      ['XL', '165–173', '61–68', '92–96', '68'],
      ['XXL', '170–178', '68–76', '96–102', '70'],
    ],
  },
  bottom: {
    name: 'sc.size_charts.template.bottom',
    attributes: [
      { _id: 'waist', name: 'sc.size_charts.attr.waist' },
      { _id: 'hip', name: 'sc.size_charts.attr.hip' },
      { _id: 'weight', name: 'sc.size_charts.attr.weight' },
      { _id: 'length', name: 'sc.size_charts.attr.pants_length' },
    ],
    rows: [
      ['26', '64–66', '86–88', '42–46', '96'],
      ['27', '66–68', '88–90', '46–50', '97'],
      ['28', '68–71', '90–92', '50–54', '98'],
      ['29', '71–74', '92–95', '54–58', '99'],
      ['30', '74–77', '95–98', '58–63', '100'],
      ['31', '77–80', '98–101', '63–68', '101'],
      ['32', '80–83', '101–104', '68–73', '102'],
    ],
  },
  dress: {
    name: 'sc.size_charts.template.dress',
    attributes: [
      { _id: 'bust', name: 'sc.size_charts.attr.bust' },
      { _id: 'waist', name: 'sc.size_charts.attr.waist' },
      { _id: 'hip', name: 'sc.size_charts.attr.hip' },
      { _id: 'length', name: 'sc.size_charts.attr.dress_length' },
    ],
    rows: [
      ['S', '80–84', '62–66', '86–90', '110'],
      ['M', '84–88', '66–70', '90–94', '112'],
      ['L', '88–92', '70–74', '94–98', '114'],
      ['XL', '92–96', '74–78', '98–102', '116'],
    ],
  },
  shoes: {
    name: 'sc.size_charts.template.shoes',
    attributes: [
      { _id: 'foot_length', name: 'sc.size_charts.attr.foot_length' },
      { _id: 'eu', name: 'sc.size_charts.attr.eu' },
    ],
    rows: [
      ['35', '22.5', '35'],
      ['36', '23', '36'],
      ['37', '23.5', '37'],
      ['38', '24', '38'],
      ['39', '24.5', '39'],
      ['40', '25', '40'],
    ],
  },
  underwear: {
    name: 'sc.size_charts.template.underwear',
    attributes: [
      { _id: 'underbust', name: 'sc.size_charts.attr.underbust' },
      { _id: 'bust', name: 'sc.size_charts.attr.bust' },
      { _id: 'cup', name: 'sc.size_charts.attr.cup' },
    ],
    rows: [
      ['70A', '68–72', '81–83', 'A'],
      ['70B', '68–72', '83–85', 'B'],
      ['75A', '73–77', '86–88', 'A'],
      ['75B', '73–77', '88–90', 'B'],
      ['80B', '78–82', '93–95', 'B'],
      ['85C', '83–87', '100–102', 'C'],
    ],
  },
}

export const isTemplateType = (type: string | null | undefined): type is TemplateType =>
  (TEMPLATE_TYPES as readonly string[]).includes(type ?? '')
