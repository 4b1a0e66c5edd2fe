import { describe, expect, it } from 'vitest';
import * as shared from '../../shared/constants';
import * as mirror from './upload-limits';

describe('the upload limits of the form chunk', () => {
  it('are the shared ones, value for value', () => {
    for (const [name, value] of Object.entries(mirror)) {
      expect(value, name).toBe(shared[name as keyof typeof shared]);
    }
    expect(Object.keys(mirror).length).toBe(8);
  });
});
