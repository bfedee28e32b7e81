/**
 * Standard Vietnamese size tables: a size name, then one measurement per attribute id in order.
 * The seller centre's templates (`/ban-hang/.../bang-size/tao?type=`) and the demo seed's charts
 * both start from these, so a buyer sees the same numbers whichever way a chart was made.
 */
export const SIZE_CHART_ROWS = {
  top: {
    attributes: ['height', 'weight', 'bust', 'length'],
    rows: [
      ['S', '150–158', '40–47', '80–84', '62'],
      ['M', '155–163', '47–54', '84–88', '64'],
      ['L', '160–168', '54–61', '88–92', '66'],
      ['XL', '165–173', '61–68', '92–96', '68'],
      ['XXL', '170–178', '68–76', '96–102', '70'],
    ],
  },
  skirt: {
    attributes: ['waist', 'hip', 'length'],
    rows: [
      ['S', '62–66', '84–88', '45'],
      ['M', '66–70', '88–92', '46'],
      ['L', '70–74', '92–96', '47'],
      ['XL', '74–78', '96–100', '48'],
    ],
  },
  pants: {
    attributes: ['waist', 'hip', 'weight', 'length'],
    rows: [
      ['26', '64–66', '86–88', '42–46', '96'],
      ['27', '66–68', '88–90', '46–50', '97'],
      ['28', '68–71', '90–92', '50–54', '98'],
      ['29', '71–74', '92–95', '54–58', '99'],
      ['30', '74–77', '95–98', '58–63', '100'],
      ['31', '77–80', '98–101', '63–68', '101'],
      ['32', '80–83', '101–104', '68–73', '102'],
      ['33', '83–86', '104–107', '73–78', '103'],
      ['34', '86–89', '107–110', '78–84', '104'],
    ],
  },
  dress: {
    attributes: ['bust', 'waist', 'hip', 'length'],
    rows: [
      ['S', '80–84', '62–66', '86–90', '110'],
      ['M', '84–88', '66–70', '90–94', '112'],
      ['L', '88–92', '70–74', '94–98', '114'],
      ['XL', '92–96', '74–78', '98–102', '116'],
    ],
  },
  shoes: {
    attributes: ['foot_length', 'eu'],
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
    attributes: ['underbust', 'bust', 'cup'],
    rows: [
      ['70A', '68–72', '81–83', 'A'],
      ['70B', '68–72', '83–85', 'B'],
      ['75A', '73–77', '86–88', 'A'],
      ['75B', '73–77', '88–90', 'B'],
      ['80B', '78–82', '93–95', 'B'],
      ['85C', '83–87', '100–102', 'C'],
    ],
  },
} as const satisfies Record<string, { attributes: readonly string[]; rows: ReadonlyArray<readonly [string, ...string[]]> }>

export type SizeChartTable = keyof typeof SIZE_CHART_ROWS
