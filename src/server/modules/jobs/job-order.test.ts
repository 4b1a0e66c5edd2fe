import { describe, expect, it } from 'vitest';
import { orderJobs, type OrderedJob } from './job-order';

const names = (jobs: OrderedJob[]) => orderJobs(jobs).map((job) => job.name);

describe('orderJobs', () => {
  it('keeps the given order where no job says otherwise', () => {
    expect(names([{ name: 'a' }, { name: 'b' }, { name: 'c' }])).toEqual(['a', 'b', 'c']);
  });

  it('puts a job after those it runs after, and before those it runs before', () => {
    const jobs = [
      { name: 'mail-delivery' },
      { name: 'alerts', runsAfter: ['listing-expiry'], runsBefore: ['mail-delivery'] },
      { name: 'upload-sweep' },
      { name: 'listing-expiry', runsBefore: ['mail-delivery'] },
    ];
    expect(names(jobs)).toEqual(['upload-sweep', 'listing-expiry', 'alerts', 'mail-delivery']);
  });

  it('refuses a name no job has', () => {
    expect(() => orderJobs([{ name: 'a', runsAfter: ['b'] }])).toThrow(
      'Job "a" names "b", which no job is called',
    );
    expect(() => orderJobs([{ name: 'a', runsBefore: ['b'] }])).toThrow(/no job is called/);
  });

  it('refuses a cycle, naming the jobs in it', () => {
    const jobs = [
      { name: 'free' },
      { name: 'a', runsAfter: ['c'] },
      { name: 'b', runsAfter: ['a'] },
      { name: 'c', runsBefore: ['b'], runsAfter: ['b'] },
    ];
    expect(() => orderJobs(jobs)).toThrow('Jobs wait on each other in a cycle: a, b, c');
  });

  it('refuses two jobs of one name', () => {
    expect(() => orderJobs([{ name: 'a' }, { name: 'a' }])).toThrow('Two jobs are named "a"');
  });
});
