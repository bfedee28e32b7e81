import type { Lang } from '@xinh/contracts'

/** Texts of the messages identity sends (SMS and e-mail), per language. */
export const OTP_TEXT: Record<'phone' | 'email' | 'password_reset', Record<Lang, { subject: string; body: (code: string) => string }>> = {
  phone: {
    vi: {
      subject: 'Mã xác thực Xinh',
      body: (c) => `Ma xac thuc Xinh cua ban la ${c}. Ma het han sau 10 phut. Khong chia se ma nay voi bat ky ai.`,
    },
    en: {
      subject: 'Xinh verification code',
      body: (c) => `Your Xinh verification code is ${c}. It expires in 10 minutes. Do not share it.`,
    },
    ko: { subject: 'Xinh 인증 코드', body: (c) => `Xinh 인증 코드는 ${c}입니다. 10분 후 만료됩니다. 다른 사람과 공유하지 마세요.` },
  },
  email: {
    vi: { subject: 'Xác thực email của bạn trên Xinh', body: (c) => `Mã xác thực email của bạn là ${c}. Mã hết hạn sau 10 phút.` },
    en: { subject: 'Verify your email on Xinh', body: (c) => `Your email verification code is ${c}. It expires in 10 minutes.` },
    ko: { subject: 'Xinh 이메일 인증', body: (c) => `이메일 인증 코드는 ${c}입니다. 10분 후 만료됩니다.` },
  },
  password_reset: {
    vi: {
      subject: 'Đặt lại mật khẩu Xinh',
      body: (c) => `Mã đặt lại mật khẩu của bạn là ${c}. Mã hết hạn sau 10 phút. Nếu bạn không yêu cầu, hãy bỏ qua email này.`,
    },
    en: {
      subject: 'Reset your Xinh password',
      body: (c) => `Your password reset code is ${c}. It expires in 10 minutes. If you did not ask for it, ignore this email.`,
    },
    ko: {
      subject: 'Xinh 비밀번호 재설정',
      body: (c) => `비밀번호 재설정 코드는 ${c}입니다. 10분 후 만료됩니다. 요청하지 않았다면 이 메일을 무시하세요.`,
    },
  },
}

export const GUEST_NAME: Record<Lang, string> = { vi: 'Khách', en: 'Guest', ko: '게스트' }
export const DELETED_NAME = 'Người dùng đã xoá'
