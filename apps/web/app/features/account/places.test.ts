import { describe, expect, it } from 'vitest'
import { fold, placeKey, placeRank, searchPlaces, sortProvinces, sortWards } from './places.ts'

const provinces = [
  { code: '91', name: 'An Giang' },
  { code: '24', name: 'Bắc Ninh' },
  { code: '42', name: 'Hà Tĩnh' },
  { code: '33', name: 'Hưng Yên' },
  { code: '56', name: 'Khánh Hòa' },
  { code: '38', name: 'Thanh Hóa' },
  { code: '92', name: 'Thành phố Cần Thơ' },
  { code: '48', name: 'Thành phố Đà Nẵng' },
  { code: '01', name: 'Thành phố Hà Nội' },
  { code: '31', name: 'Thành phố Hải Phòng' },
  { code: '79', name: 'Thành phố Hồ Chí Minh' },
  { code: '46', name: 'Thành phố Huế' },
  { code: '08', name: 'Tuyên Quang' },
  { code: '66', name: 'Đắk Lắk' },
]
const options = sortProvinces(provinces).map((p) => ({ value: p.code, label: p.name }))
const names = (query: string) => searchPlaces(options, query).map((o) => o.label)

describe('address places', () => {
  it('folds tones, đ and the administrative prefix', () => {
    expect(fold('  Thành phố  Đà Nẵng ')).toBe('thanh pho da nang')
    expect(placeKey('Thành phố Hồ Chí Minh')).toBe('ho chi minh')
    expect(placeKey('Phường Bạch Mai')).toBe('bach mai')
    expect(placeKey('Xã Đông Anh')).toBe('dong anh')
  })

  it('lists the big cities first, then the provinces A–Z by their own name (Đ after D, not under T)', () => {
    expect(sortProvinces(provinces).map((p) => p.code)).toEqual([
      '01',
      '79',
      '48',
      '31',
      '92',
      '46',
      '91',
      '24',
      '66',
      '42',
      '33',
      '56',
      '38',
      '08',
    ])
  })

  it('finds Hà Nội by typing "H", "ha", "ha noi" or "Hà Nội", big cities first', () => {
    expect(names('H').slice(0, 6)).toEqual([
      'Thành phố Hà Nội',
      'Thành phố Hồ Chí Minh',
      'Thành phố Hải Phòng',
      'Thành phố Huế',
      'Hà Tĩnh',
      'Hưng Yên',
    ])
    expect(names('ha')[0]).toBe('Thành phố Hà Nội')
    expect(names('ha noi')).toEqual(['Thành phố Hà Nội'])
    expect(names('Hà Nội')).toEqual(['Thành phố Hà Nội'])
  })

  it('ignores a typed prefix and understands initials', () => {
    expect(names('tp hcm')).toEqual(['Thành phố Hồ Chí Minh'])
    expect(names('hcm')).toEqual(['Thành phố Hồ Chí Minh'])
    expect(names('thanh pho da')).toEqual(['Thành phố Đà Nẵng', 'Đắk Lắk'])
    expect(names('dak')).toEqual(['Đắk Lắk'])
  })

  it('ranks a name that starts with the text above one that only contains it', () => {
    expect(placeRank('Khánh Hòa', 'hoa')).toBe(1)
    expect(placeRank('Thanh Hóa', 'thanh')).toBe(0)
    expect(placeRank('Thành phố Huế', 'ue')).toBe(3)
    expect(placeRank('An Giang', 'x')).toBeNull()
    expect(names('')).toHaveLength(provinces.length)
  })

  it('sorts wards by their own name, Phường and Xã together', () => {
    const wards = [
      { code: '1', name: 'Xã Bát Tràng' },
      { code: '2', name: 'Phường Ba Đình' },
      { code: '3', name: 'Phường Cầu Giấy' },
      { code: '4', name: 'Xã An Khánh' },
    ]
    expect(sortWards(wards).map((w) => w.name)).toEqual(['Xã An Khánh', 'Phường Ba Đình', 'Xã Bát Tràng', 'Phường Cầu Giấy'])
  })
})
