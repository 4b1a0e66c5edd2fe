import { z } from 'zod';
import * as facts from '../listing-facts';
import type { listingFactsTexts } from '../texts/listing-facts';

type FactTexts = typeof listingFactsTexts;

/** A listing's facts as the API returns them: null (or an empty list) when not given. */
export const listingFactsSchema = z.object({
  /** Whole square feet. */
  area: z.number().int().nullable(),
  /** How the area was measured; null without an area. */
  areaType: z.enum(facts.AREA_TYPES).nullable(),
  /** 0 is the ground floor. */
  floor: z.number().int().nullable(),
  totalFloors: z.number().int().nullable(),
  /** YYYY-MM-DD, India's day; null or past means available now. */
  availableFrom: z.string().nullable(),
  /** Rupees; a rent's only. */
  deposit: z.number().int().nullable(),
  /** Rupees a month; a rent's only. */
  maintenance: z.number().int().nullable(),
  /** In the form's order; empty means anyone (and always for a sale). */
  tenants: z.array(z.enum(facts.TENANTS)),
  /** In the form's order. */
  amenities: z.array(z.enum(facts.AMENITIES)),
  /** Plain text, line breaks kept. */
  description: z.string().nullable(),
});
export type ListingFacts = z.infer<typeof listingFactsSchema>;

const wholeIn = (min: number, max: number, message: string) =>
  z.number(message).int(message).min(min, message).max(max, message);

/** Each of `chosen` once, in the order of `all` (the form's). */
const inOrder = <T extends string>(all: readonly T[], chosen: readonly T[] | undefined): T[] =>
  all.filter((key) => chosen?.includes(key));

/**
 * The facts' fields of the listing input (docs/product.md#listing-facts), each optional: absent,
 * null or empty means not given. Their messages are `texts`' (the request's language).
 */
export function factInputFields(texts: FactTexts) {
  const { fields } = texts;
  const charge = wholeIn(
    facts.CHARGE_MIN,
    facts.CHARGE_MAX,
    fields.charge({ min: facts.CHARGE_MIN, max: facts.CHARGE_MAX }),
  );
  return {
    area: wholeIn(
      facts.AREA_MIN,
      facts.AREA_MAX,
      fields.area({ min: facts.AREA_MIN, max: facts.AREA_MAX }),
    ).nullish(),
    areaType: z.enum(facts.AREA_TYPES, fields.areaType).nullish(),
    floor: wholeIn(
      facts.FLOOR_MIN,
      facts.FLOOR_MAX,
      fields.floor({ min: facts.FLOOR_MIN, max: facts.FLOOR_MAX }),
    ).nullish(),
    totalFloors: wholeIn(
      facts.TOTAL_FLOORS_MIN,
      facts.TOTAL_FLOORS_MAX,
      fields.totalFloors({ min: facts.TOTAL_FLOORS_MIN, max: facts.TOTAL_FLOORS_MAX }),
    ).nullish(),
    availableFrom: z
      .string(fields.availableFrom)
      .refine((text) => text === '' || facts.isCalendarDate(text), fields.availableFrom)
      .nullish(),
    deposit: charge.nullish(),
    maintenance: charge.nullish(),
    tenants: z.array(z.enum(facts.TENANTS, fields.tenants), fields.tenants).max(10).optional(),
    amenities: z
      .array(z.enum(facts.AMENITIES, fields.amenities), fields.amenities)
      .max(20)
      .optional(),
    description: z
      .string(fields.description({ max: facts.DESCRIPTION_MAX }))
      .transform((text) => text.replace(/\r\n?/g, '\n').trim())
      .pipe(
        z.string().max(facts.DESCRIPTION_MAX, fields.description({ max: facts.DESCRIPTION_MAX })),
      )
      .nullish(),
  };
}

type FactInput = {
  type: 'rent' | 'sale';
  floor?: number | null | undefined;
  totalFloors?: number | null | undefined;
  deposit?: number | null | undefined;
  maintenance?: number | null | undefined;
  tenants?: readonly string[] | undefined;
};

/** The rules between facts: floor and total floors go together; a rent's facts on a sale. */
export function checkFacts(value: FactInput, ctx: z.RefinementCtx, texts: FactTexts): void {
  const { fields } = texts;
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (value.floor != null && value.totalFloors == null)
    issue('totalFloors', fields.floorNeedsTotal);
  if (value.floor == null && value.totalFloors != null) issue('floor', fields.totalNeedsFloor);
  if (value.floor != null && value.totalFloors != null && value.floor > value.totalFloors) {
    issue('floor', fields.floorAboveTotal);
  }
  if (value.type === 'sale') {
    if (value.deposit != null) issue('deposit', fields.rentOnly);
    if (value.maintenance != null) issue('maintenance', fields.rentOnly);
    if (value.tenants?.length) issue('tenants', fields.rentOnly);
  }
}

type ParsedFacts = z.output<z.ZodObject<ReturnType<typeof factInputFields>>>;

/** The facts as stored: an area's measure defaults to carpet, lists in the form's order. */
export function factsOf(value: ParsedFacts): ListingFacts {
  return {
    area: value.area ?? null,
    areaType: value.area == null ? null : (value.areaType ?? facts.AREA_TYPES[0]),
    floor: value.floor ?? null,
    totalFloors: value.totalFloors ?? null,
    availableFrom: value.availableFrom ?? null,
    deposit: value.deposit ?? null,
    maintenance: value.maintenance ?? null,
    tenants: inOrder(facts.TENANTS, value.tenants),
    amenities: inOrder(facts.AMENITIES, value.amenities),
    description: value.description || null,
  };
}

/** A listing with none of the facts: what one made with the original fields alone carries. */
export const NO_FACTS: ListingFacts = {
  area: null,
  areaType: null,
  floor: null,
  totalFloors: null,
  availableFrom: null,
  deposit: null,
  maintenance: null,
  tenants: [],
  amenities: [],
  description: null,
};
