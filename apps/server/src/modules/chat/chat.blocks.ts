import type { DbOrTx } from '#server/platform/db/client.ts'
import * as repo from './chat.repo.ts'

/**
 * The one list of user blocks (`chat_blocks`), for chat and the community alike: a user blocked
 * from a chat room, a wall or a post is blocked everywhere (issue 16 "blocked users cannot comment
 * or message"). app.ts hands this to the community and the notifications.
 */
export type BlockList = ReturnType<typeof createBlockList>

export function createBlockList(db: DbOrTx) {
  /** Who blocks whom between `a` and `b`. */
  async function between(a: string, b: string) {
    const rows = await repo.blocksBetween(db, a, [b])
    return {
      aBlocksB: rows.some((r) => r.blockerId === a && r.blockedId === b),
      bBlocksA: rows.some((r) => r.blockerId === b && r.blockedId === a),
    }
  }
  return {
    between,
    async eitherWay(a: string, b: string) {
      if (a === b) return false
      const s = await between(a, b)
      return s.aBlocksB || s.bBlocksA
    },
    /** Writes a block (idempotent) in the caller's transaction, or removes it. */
    async set(tx: DbOrTx, blockerId: string, blockedId: string, on: boolean) {
      if (on) await repo.block(tx, blockerId, blockedId)
      else await repo.unblock(tx, blockerId, blockedId)
    },
  }
}
