/** A shop's avatar, or its initial on a rose disc when it has none. */
export function ShopAvatar({
  shop,
  size = 48,
  className = '',
}: {
  shop: { name: string; avatar: string | null }
  size?: number
  className?: string
}) {
  if (shop.avatar)
    return (
      <img
        src={shop.avatar}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        className={`shrink-0 rounded-full bg-neutral-100 object-cover ${className}`}
        style={{ width: size, height: size }}
      />
    )
  return (
    <span
      aria-hidden
      className={`flex shrink-0 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-700 ${className}`}
      style={{ width: size, height: size, fontSize: size / 2.4 }}
    >
      {shop.name.trim().charAt(0).toUpperCase()}
    </span>
  )
}
