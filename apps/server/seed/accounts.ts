import type { Role } from '@xinh/contracts'

// Apart from demo.ts so that start-up can print the accounts without loading the seed (faker,
// the vocabulary, the picture renderer) into a process that does not seed.

/** The demo accounts printed at start-up; they keep working as later issues extend the seed. */
export const DEMO_PASSWORD = 'Xinh@2026'
export const DEMO_ACCOUNTS: Array<{ role: string; email: string; userName: string; roles: Role[] }> = [
  { role: 'buyer', email: 'buyer@xinh.vn', userName: 'Nguyễn Thu Trang', roles: ['buyer'] },
  { role: 'seller', email: 'seller@xinh.vn', userName: 'Trần Minh Anh', roles: ['buyer', 'seller'] },
  { role: 'admin', email: 'admin@xinh.vn', userName: 'Quản trị Xinh', roles: ['admin'] },
  { role: 'KOL', email: 'kol@xinh.vn', userName: 'Lê Hoàng Mai', roles: ['buyer', 'kol'] },
]
