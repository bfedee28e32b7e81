export type PageRequest = { page: number; limit: number }

/** Rows to skip for a 1-based page. */
export const offsetOf = ({ page, limit }: PageRequest) => (page - 1) * limit

/** A page of rows and the total that the same condition matches: two statements, run together. */
export async function withTotal<T>(rows: PromiseLike<T[]>, total: PromiseLike<Array<{ n: number }>>) {
  const [page, counted] = await Promise.all([rows, total])
  return { rows: page, total: counted[0]?.n ?? 0 }
}
