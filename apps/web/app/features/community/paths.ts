/** `/cong-dong?tab=dang-theo-doi` is "Đang theo dõi"; the bare address is "Khám phá" (everyone can read it). */
export const FOLLOWING_TAB = 'dang-theo-doi'
