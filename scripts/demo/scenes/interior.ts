import type { Random } from '../../../src/server/demo/random';
import { kitchen } from './kitchen';
import { Room } from './room';
import { bedroom, livingRoom } from './rooms';
import type { TimeOfDay } from './sky';
import { HEIGHT, WIDTH } from './svg';

export const ROOM_KINDS = ['living', 'bedroom', 'kitchen'] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];

/** A room inside a home, 1600×1200, everything decided by `random`. */
export function interiorScene(random: Random, kind: RoomKind, time: TimeOfDay): string {
  const room = new Room(random, time);
  if (kind === 'living') livingRoom(room);
  else if (kind === 'bedroom') bedroom(room);
  else kitchen(room);
  const { svg } = room;
  if (time === 'golden') svg.rect(0, 0, WIDTH, HEIGHT, '#ff9a3c', 'opacity="0.07"');
  if (time === 'dusk') svg.rect(0, 0, WIDTH, HEIGHT, '#2a2350', 'opacity="0.12"');
  svg.vignette();
  return svg.toString();
}
