import { AMENITIES, TENANTS, type Tenant } from '../../../shared/listing-facts';
import type { SearchFilters } from '../../../shared/search-filters';
import { listingFactsTexts } from '../../../shared/texts/listing-facts';
import { searchTexts } from '../../../shared/texts/search';
import { Choice } from '../../components/Choice/Choice';
import styles from './SearchPage.module.css';
import factStyles from './FactFilters.module.css';
import { BoundFields } from './BoundFields';
import type { TypedText } from './typed-filters';

const texts = searchTexts.filters;
const facts = listingFactsTexts;

/**
 * The search's filters by a listing's facts (docs/product.md#listing-facts): the area's bounds
 * and the day, typed (they apply after a pause or Enter, as the form's other typed fields); the
 * tenant, for rents only; a checkbox per amenity, a home needing every one ticked. Each is a
 * named field of the GET form, so a search sent before the app runs carries it too.
 */
export function FactFilters(props: {
  filters: SearchFilters;
  typed: TypedText;
  onType: (field: 'minArea' | 'maxArea' | 'availableBy', value: string) => void;
  set: (change: Partial<SearchFilters>) => void;
}) {
  const { filters, typed, onType, set } = props;
  const toggleAmenity = (key: (typeof AMENITIES)[number], on: boolean) =>
    set({ amenities: AMENITIES.filter((k) => (k === key ? on : filters.amenities.includes(k))) });

  return (
    <>
      <BoundFields
        bounds={[
          [texts.minArea, 'minArea'],
          [texts.maxArea, 'maxArea'],
        ]}
        typed={typed}
        onType={onType}
      />
      <label className={styles.field}>
        {texts.availableBy}
        <input
          name="availableBy"
          className="input"
          type="date"
          value={typed.availableBy}
          onChange={(event) => onType('availableBy', event.target.value)}
        />
      </label>
      {/* A sale has no preferred tenants. Before the app runs, CSS hides it when Sale is chosen. */}
      {filters.type !== 'sale' && (
        <label className={`${styles.field} ${factStyles.tenant}`}>
          {texts.tenant}
          <select
            name="tenant"
            className="input"
            value={filters.tenant ?? ''}
            onChange={(event) => set({ tenant: (event.target.value || undefined) as Tenant })}
          >
            <option value="">{texts.any}</option>
            {TENANTS.map((tenant) => (
              <option key={tenant} value={tenant}>
                {facts.tenants[tenant]}
              </option>
            ))}
          </select>
        </label>
      )}
      <fieldset className={`${styles.checks} ${factStyles.amenities}`}>
        <legend>{facts.labels.amenities}</legend>
        {AMENITIES.map((key) => (
          <Choice
            key={key}
            type="checkbox"
            name="amenities"
            value={key}
            checked={filters.amenities.includes(key)}
            onChange={(event) => toggleAmenity(key, event.target.checked)}
          >
            {facts.amenities[key]}
          </Choice>
        ))}
      </fieldset>
    </>
  );
}
