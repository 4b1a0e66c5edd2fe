import { ServerResponse, IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { InFlightResponses } from './in-flight-responses';

const response = () => new ServerResponse(new IncomingMessage(new Socket()));

describe('the responses in flight', () => {
  it('holds what was added and not yet taken out, in any order of leaving', () => {
    const list = new InFlightResponses();
    const [a, b, c, d] = [response(), response(), response(), response()];
    for (const res of [a, b, c, d]) list.add(res);
    expect(list.size).toBe(4);
    list.delete(c); // in the middle
    list.delete(d); // the newest
    expect([...list]).toEqual([b, a]);
    list.delete(a); // the oldest
    expect([...list]).toEqual([b]);
    list.delete(b);
    expect(list.size).toBe(0);
    expect([...list]).toEqual([]);
  });

  it('ignores a response taken out twice or never added', () => {
    const list = new InFlightResponses();
    const [a, b] = [response(), response()];
    list.add(a);
    list.delete(b);
    list.delete(a);
    list.delete(a);
    expect(list.size).toBe(0);
    list.add(a);
    expect([...list]).toEqual([a]);
  });
});
