/**
 * Word lists of the product system check (sensitive-content.ts). Entries are phrases, matched as
 * whole words of the text (a phrase of several words matches those words in a row).
 *
 * Two ways to match, chosen per entry:
 * - `folded`: compared after folding (no diacritics, đ→d, lower case), so "MA TÚY", "ma tuý" and
 *   "ma tuy" all hit. Only for phrases whose folded form is not an everyday word.
 * - `toned`: compared with the tone marks kept (lower case, NFC), for Vietnamese words whose
 *   folded form IS an everyday word: "đụ"→"du" (du lịch), "cặc"→"cac" (các), "đéo"→"deo" (đeo),
 *   "buồi"→"buoi" (buổi), "lồn"→"lon" (lớn, lon), "dú"→"du", "hàng giả"→"hang gia" (hàng giá rẻ).
 *   Writing them without marks is then not caught; that is the price of not flagging "du lịch".
 *
 * Words that legitimately appear in fashion and beauty listings are deliberately absent:
 * "sexy" (đầm sexy), "nude" (son màu nude), "fake"/"giả" alone (mi giả, fake nails, da giả),
 * "súng" alone (súng nước, đồ chơi), "cannabis" (Cannabis Sativa Seed Oil in INCI lists),
 * "óc chó" (walnut), "gun" (glue gun, gunmetal).
 */

export type SensitiveCategory = 'profanity' | 'drugs' | 'weapons' | 'counterfeit' | 'adult' | 'gambling'
export type SensitiveEntry = { phrase: string; category: SensitiveCategory; mode: 'folded' | 'toned' }

const folded = (category: SensitiveCategory, phrases: string[]): SensitiveEntry[] =>
  phrases.map((phrase) => ({ phrase, category, mode: 'folded' }))
const toned = (category: SensitiveCategory, phrases: string[]): SensitiveEntry[] =>
  phrases.map((phrase) => ({ phrase, category, mode: 'toned' }))

export const SENSITIVE_WORDS: SensitiveEntry[] = [
  // Vietnamese
  ...folded('profanity', ['đcm', 'đkm', 'vcl', 'vkl', 'clgt', 'cmnr', 'địt mẹ', 'mẹ kiếp']),
  ...toned('profanity', [
    'vãi lồn',
    'địt',
    'đụ',
    'đụ má',
    'đụ mẹ',
    'đéo',
    'lồn',
    'cặc',
    'buồi',
    'đĩ',
    'con đĩ',
    'dú',
    'đm',
    'đmm',
    'đồ chó đẻ',
  ]),
  ...folded('drugs', ['ma túy', 'ma túy đá', 'thuốc lắc', 'cần sa', 'thuốc phiện', 'hồng phiến', 'thuốc kích dục', 'thuốc phá thai']),
  ...toned('drugs', ['thuốc mê', 'kẹo ke', 'bóng cười', 'nước vui', 'bồ đà']),
  ...folded('weapons', [
    'vũ khí',
    'vũ khí quân dụng',
    'súng quân dụng',
    'súng hơi',
    'súng điện',
    'súng tự chế',
    'lựu đạn',
    'dao găm',
    'dao bấm',
    'bình xịt hơi cay',
  ]),
  ...toned('weapons', ['thuốc nổ', 'mã tấu', 'roi điện', 'đạn thật', 'đạn chì']),
  ...folded('counterfeit', [
    'hàng fake',
    'hàng nhái',
    'hàng rep',
    'hàng replica',
    'hàng super fake',
    'super fake',
    'fake 1 1',
    'rep 1 1',
    'like auth',
    'like authentic',
    'hàng f1',
    'nhái thương hiệu',
    'nhái chính hãng',
  ]),
  ...toned('counterfeit', ['hàng giả', 'bản nhái']),
  ...folded('adult', [
    'sex',
    'sex toy',
    'phim sex',
    'video sex',
    'phim xxx',
    'clip nóng',
    'đồ chơi người lớn',
    'đồ chơi tình dục',
    'dương vật giả',
    'âm đạo giả',
    'búp bê tình dục',
    'khiêu dâm',
    'thuốc cường dương',
    'kích dục',
    'gái gọi',
    'mại dâm',
  ]),
  ...folded('gambling', ['casino online']),
  ...toned('gambling', ['cá độ', 'lô đề', 'đánh bạc']),

  // English
  ...folded('profanity', [
    'fuck',
    'fucking',
    'fucker',
    'motherfucker',
    'shit',
    'bullshit',
    'bitch',
    'cunt',
    'asshole',
    'dickhead',
    'whore',
    'slut',
  ]),
  ...folded('drugs', [
    'cocaine',
    'heroin',
    'meth',
    'methamphetamine',
    'crystal meth',
    'marijuana',
    'ecstasy pills',
    'mdma',
    'lsd',
    'ketamine',
    'fentanyl',
    'weed gummies',
  ]),
  ...folded('weapons', [
    'firearm',
    'firearms',
    'handgun',
    'pistol',
    'rifle',
    'shotgun',
    'ammunition',
    'ammo',
    'grenade',
    'explosives',
    'brass knuckles',
    'switchblade',
    'stun gun',
    'taser',
  ]),
  ...folded('counterfeit', [
    'replica',
    'counterfeit',
    'knockoff',
    'knockoffs',
    'knock off',
    'knock offs',
    'first copy',
    'mirror quality',
    'unauthorized copy',
  ]),
  ...folded('adult', ['porn', 'porno', 'pornography', 'pornographic', 'xxx video', 'dildo', 'escort service', 'adult toy', 'adult toys']),
  ...folded('gambling', ['online casino', 'sports betting']),
]

/**
 * Phrases that contain a listed word but name legitimate products; their words are exempt
 * (the Maison Margiela "Replica" perfume line, toy water pistols).
 */
export const SENSITIVE_ALLOWED_PHRASES: string[] = [
  'maison margiela replica',
  'margiela replica',
  'replica by margiela',
  'water pistol',
  'rifle paper',
]

/** Folded words that, shortly before a counterfeit phrase, say the opposite: "không bán hàng fake", "no replica". */
export const NEGATIONS: string[] = ['khong', 'ko', 'k', 'kh', 'khg', 'hong', 'chang', 'no', 'not', 'never', 'non', 'zero', 'without']
