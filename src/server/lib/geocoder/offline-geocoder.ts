import { matchAddress, type AddressMatch } from './address-matcher';
import { sharedGazetteer, type Gazetteer } from './gazetteer';
import type { GeocodeResult, Geocoder } from './geocoder';
import { foldName, GENERIC_WORDS } from './place-names';

/**
 * "Koramangala, Bengaluru, Karnataka 560034": the locality, its city (or district), the state and
 * the PIN, each once ("Chandigarh 160009").
 */
export function formatMatch(match: AddressMatch): string {
  const { locality, city, area } = match;
  const state = city?.state ?? locality?.state ?? area?.state;
  const cityName = city?.name ?? locality?.city ?? locality?.district ?? area?.district;
  // A post office named after its city: "Noida Sector 62" is "Sector 62, Noida". "Thane East"
  // stays whole: a bare "East" names no place.
  const rest =
    cityName && locality?.name.startsWith(`${cityName} `)
      ? locality.name.slice(cityName.length + 1)
      : undefined;
  const localityName = rest && !GENERIC_WORDS.has(foldName(rest)) ? rest : locality?.name;
  const names = [localityName, cityName].filter(
    (name): name is string => Boolean(name) && name !== state,
  );
  const unique = names.filter((name, i) => names.indexOf(name) === i);
  const tail = [state, area?.pin].filter(Boolean).join(' ');
  return [...unique, tail].filter(Boolean).join(', ');
}

/** The offline geocoder: no network; the gazetteer is loaded on the first lookup. */
export function createOfflineGeocoder(load: () => Gazetteer = sharedGazetteer): Geocoder {
  let gazetteer: Gazetteer | undefined;
  return {
    async geocode(address: string): Promise<GeocodeResult | null> {
      gazetteer ??= load();
      const match = matchAddress(gazetteer, address);
      if (!match) return null;
      return {
        lat: match.lat,
        lng: match.lng,
        formattedAddress: formatMatch(match),
        precision: match.precision,
      };
    },
  };
}
