import { useTranslation } from '@/lib/i18n/use-translation';

/** The name, description and VIP badge that open a term product's card (a pledge product, a fund). */
export function ProductIntro({
  product,
}: {
  product: { name: string; description: string; requiredVipLevel: number };
}) {
  const { t } = useTranslation();
  return (
    <>
      <h2 className="earning-card-title">{product.name}</h2>
      <p className="earning-card-text">{product.description}</p>
      {product.requiredVipLevel > 0 ? (
        <p className="earning-badges">
          <span className="earning-badge">{t('mall.vipRequired', { level: product.requiredVipLevel })}</span>
        </p>
      ) : null}
    </>
  );
}
