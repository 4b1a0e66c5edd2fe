import { KM_PER_DEGREE } from '../../../shared/geo-distance';
import type { Place } from './gazetteer';
import type { PostalArea } from './india-postal';
import { foldName, GENERIC_WORDS, phoneticKey } from './place-names';

const CELL_DEGREES = 0.1;
const cellOf = (lat: number, lng: number) =>
  `${Math.floor(lat / CELL_DEGREES)}:${Math.floor(lng / CELL_DEGREES)}`;

/** "Noida Sector 62" is written "Sector 62, Noida": such names are found by their tail too. */
const SECTOR_NAME = /^\S+(?: \S+)? ((?:sector|phase|block) \S+)$/i;

/**
 * The 150,000 post offices of the PIN table, kept compact (a name and an area number each) and
 * made into Places only when an address names one: as objects they would hold three times the
 * memory for offices no address ever names.
 */
export class PostOffices {
  private readonly names: string[] = [];
  private readonly areaOf: number[] = [];
  private readonly byName = new Map<string, number | number[]>();
  private readonly cells = new Map<string, number[]>();
  private readonly keys: string[] = [];
  private readonly places: Place[] = [];

  constructor(private readonly areas: readonly PostalArea[]) {
    areas.forEach((area, a) => {
      const cell = cellOf(area.lat, area.lng);
      for (const name of area.offices) {
        const office = this.names.length;
        this.names.push(name);
        this.areaOf.push(a);
        this.index(name, office);
        const sector = SECTOR_NAME.exec(name);
        if (sector) this.index(sector[1]!, office);
        // An office named just "Nagar" or "North" is no more found by a misspelling than by name.
        if (GENERIC_WORDS.has(foldName(name))) continue;
        const list = this.cells.get(cell);
        if (list) list.push(office);
        else this.cells.set(cell, [office]);
      }
    });
  }

  private index(name: string, office: number) {
    const folded = foldName(name);
    if (!folded || GENERIC_WORDS.has(folded)) return;
    const known = this.byName.get(folded);
    if (known === undefined) this.byName.set(folded, office);
    else if (typeof known === 'number') this.byName.set(folded, [known, office]);
    else known.push(office);
  }

  /** The offices of this folded name. */
  named(folded: string): Place[] {
    const known = this.byName.get(folded);
    if (known === undefined) return [];
    return typeof known === 'number' ? [this.place(known)] : known.map((i) => this.place(i));
  }

  /** The offices within about `km` of a point, as numbers for key() and place(). */
  near(point: { lat: number; lng: number }, km: number): number[] {
    const reach = Math.ceil(km / (KM_PER_DEGREE * CELL_DEGREES));
    const row = Math.floor(point.lat / CELL_DEGREES);
    const column = Math.floor(point.lng / CELL_DEGREES);
    const found: number[] = [];
    for (let dr = -reach; dr <= reach; dr++) {
      for (let dc = -reach; dc <= reach; dc++) {
        found.push(...(this.cells.get(`${row + dr}:${column + dc}`) ?? []));
      }
    }
    return found;
  }

  /** The phonetic key of an office's name (worked out once, when first compared). */
  key(office: number): string {
    return (this.keys[office] ??= phoneticKey(foldName(this.names[office]!)));
  }

  place(office: number): Place {
    const known = this.places[office];
    if (known) return known;
    const area = this.areas[this.areaOf[office]!]!;
    const place: Place = {
      kind: 'locality',
      name: this.names[office]!,
      district: area.district,
      pin: area.pin,
      state: area.state,
      population: 0,
      lat: area.lat,
      lng: area.lng,
      source: 'postal',
    };
    this.places[office] = place;
    return place;
  }
}
