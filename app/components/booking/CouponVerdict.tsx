import { useTranslation } from "#translation";

/** What a search found of its coupon code: it brought a price down, or it does not hold for this stay. */
export function CouponVerdict({ coupon, id }: { coupon: { code: string; applied: boolean }; id?: string }) {
  const { t } = useTranslation();
  return (
    <p id={id} className={`field__hint coupon-result coupon-result--${coupon.applied ? "applied" : "rejected"}`} role="status">
      {t(coupon.applied ? "booking.search.couponApplied" : "booking.search.couponRejected", { code: coupon.code })}
    </p>
  );
}
