import styled from 'styled-components';
import { PACKAGE_CODES, PACKAGES_OF_TYPE, type HostingProductType, type PackageCode } from '@storefront/contracts';
import { useTranslation } from '@storefront/platform';
import { Text } from '@storefront/ui';
import { CheckboxGroup } from '../../components/CheckboxGroup';
import { useListProductsQuery } from '../../shared/staff-api';

/** A package's name as the catalogue sells it (GET /api/products), or its code while that is read or when it failed. */
export type PackageName = (code: string) => string;

export function usePackageNames(): PackageName {
  const products = useListProductsQuery({ query: {} });
  return (code) => products.data?.find((product) => product.key === code)?.name ?? code;
}

const Packages = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  min-width: 0;
  legend {
    margin-bottom: 4px;
    font-weight: 600;
  }
`;

/**
 * The packages a voucher or free-months prize is limited to, by product type; none ticked = every package (the
 * api keeps null). The chosen ones keep the catalogue's order.
 */
export function PrizePackages({ value, onChange, packageName }: { value: readonly string[] | null; onChange: (packages: string[] | null) => void; packageName: PackageName }) {
  const { t } = useTranslation('staff');
  const chosen = (value ?? []) as readonly PackageCode[];
  return (
    <Packages>
      <legend>{t('programmes.wheels.packages')}</legend>
      <Text variant="small">{chosen.length ? t('programmes.wheels.packagesChosen', { count: chosen.length }) : t('programmes.wheels.packagesAll')}</Text>
      {(Object.entries(PACKAGES_OF_TYPE) as [HostingProductType, readonly PackageCode[]][]).map(([type, codes]) => (
        <CheckboxGroup
          key={type}
          legend={t(`programmes.wheels.packageTypes.${type}`)}
          options={codes.map((code) => ({ value: code, label: packageName(code) }))}
          value={chosen.filter((code) => codes.includes(code))}
          onChange={(inType) => {
            const next = PACKAGE_CODES.filter((code) => (codes.includes(code) ? inType.includes(code) : chosen.includes(code)));
            onChange(next.length ? next : null);
          }}
        />
      ))}
    </Packages>
  );
}
