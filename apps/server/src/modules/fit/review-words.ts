/**
 * Fit words in reviews: Vietnamese buyers write "form nhỏ", "chật", "nên lấy lớn hơn 1 size" when
 * a product runs small and "rộng", "form to", "nên giảm size" when it runs large. Phrases only
 * (never a lone "nhỏ", which is also "nhỏ xinh"), negations ("không chật") count as true to size.
 */
export type ReviewFit = { runs: 'small' | 'true' | 'large' | null; mentions: number }

/** `\b` of JavaScript knows only ASCII letters ("nhỏ\b" never matches): a Unicode word boundary instead. */
const B = String.raw`(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))`
const re = (r: RegExp) => new RegExp(r.source.replaceAll(String.raw`\b`, B), 'u')

const SMALL = [
  /form (hơi |khá |bị |rất )?nhỏ/,
  /size (hơi |khá |bị |rất )?nhỏ/,
  /\b(hơi|khá|bị|rất|quá) (nhỏ|chật|bó)\b/,
  /\bchật\b/,
  /(lên|tăng) (1 |một |thêm )?size/,
  /(nên|phải) (lấy|chọn|đặt|mua) (size )?(lớn|to) hơn/,
  /nhỏ hơn (so với )?(bảng size|size chart|mô tả)/,
  /\bform nho\b|\bsize nho\b/,
  /runs? small|too (small|tight)|size up/,
].map(re)
const LARGE = [
  /form (hơi |khá |bị |rất )?(rộng|to)/,
  /size (hơi |khá |bị |rất )?(rộng|to)/,
  /\b(hơi|khá|bị|rất|quá) (rộng|to)\b/,
  /\brộng\b/,
  /(giảm|xuống|lùi) (1 |một )?size/,
  /(nên|phải) (lấy|chọn|đặt|mua) (size )?nhỏ hơn/,
  /to hơn (so với )?(bảng size|size chart|mô tả)/,
  /runs? (large|big)|too (big|loose|large)|size down/,
].map(re)
const TRUE = [
  /đúng size|chuẩn size|vừa (vặn|khít|in|như in|người)|mặc (rất |khá )?vừa|size vừa/,
  /\b(không|ko|k|chẳng|hông|hok) (bị )?(chật|rộng|nhỏ|to)\b/,
  /true to size|fits? (well|perfectly)/,
].map(re)

/** One review's verdict: 'small', 'large', 'true' or null (it says nothing about fit). */
export function reviewVerdict(text: string): 'small' | 'large' | 'true' | null {
  const t = text.normalize('NFC').toLowerCase()
  // negated fit words are the "true to size" kind: look at those first
  const negated = TRUE[1] as RegExp
  const cleaned = t.replace(new RegExp(negated.source, 'gu'), ' ')
  const small = SMALL.some((re) => re.test(cleaned))
  const large = LARGE.some((re) => re.test(cleaned))
  if (small && !large) return 'small'
  if (large && !small) return 'large'
  if (TRUE.some((re) => re.test(t))) return 'true'
  return null
}

/**
 * A product's reviews together: it runs small (or large) when at least two reviews say so, twice
 * as many as say the opposite, and not fewer than half of those that call it true to size.
 */
export function reviewFit(texts: string[]): ReviewFit {
  let small = 0
  let large = 0
  let fits = 0
  for (const text of texts) {
    const v = reviewVerdict(text)
    if (v === 'small') small++
    else if (v === 'large') large++
    else if (v === 'true') fits++
  }
  if (small >= 2 && small >= 2 * large && small * 2 >= fits) return { runs: 'small', mentions: small }
  if (large >= 2 && large >= 2 * small && large * 2 >= fits) return { runs: 'large', mentions: large }
  if (fits >= 2) return { runs: 'true', mentions: fits }
  return { runs: null, mentions: 0 }
}
