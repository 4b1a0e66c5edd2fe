/** What the order of jobs needs to know of a job: its name and the names it must follow or lead. */
export interface OrderedJob {
  name: string;
  /** Jobs that must run before this one in the same poll (their work is this one's input). */
  runsAfter?: readonly string[];
  /**
   * Jobs that must run after this one in the same poll: for a job that feeds one which knows
   * nothing of it (a feature writes mails; the mail delivery knows no feature).
   */
  runsBefore?: readonly string[];
}

/**
 * The jobs in an order that keeps every `runsAfter` and `runsBefore`; among jobs free to go, the
 * one given first goes first, so the order is the same at every start. Throws on a duplicate name,
 * a name no job has, and a cycle: each is a mistake in the code, found when the app is built.
 */
export function orderJobs<J extends OrderedJob>(jobs: readonly J[]): J[] {
  const byName = new Map<string, J>();
  for (const job of jobs) {
    if (byName.has(job.name)) throw new Error(`Two jobs are named "${job.name}"`);
    byName.set(job.name, job);
  }
  const known = (name: string, by: string) => {
    if (!byName.has(name)) throw new Error(`Job "${by}" names "${name}", which no job is called`);
    return name;
  };
  // Every job's predecessors, from both sides' declarations.
  const before = new Map<string, Set<string>>(jobs.map((job) => [job.name, new Set<string>()]));
  for (const job of jobs) {
    for (const name of job.runsAfter ?? []) before.get(job.name)!.add(known(name, job.name));
    for (const name of job.runsBefore ?? []) before.get(known(name, job.name))!.add(job.name);
  }
  const ordered: J[] = [];
  const placed = new Set<string>();
  while (ordered.length < jobs.length) {
    const next = jobs.find(
      (job) =>
        !placed.has(job.name) && [...before.get(job.name)!].every((name) => placed.has(name)),
    );
    if (!next) {
      const left = jobs.filter((job) => !placed.has(job.name)).map((job) => job.name);
      throw new Error(`Jobs wait on each other in a cycle: ${left.join(', ')}`);
    }
    ordered.push(next);
    placed.add(next.name);
  }
  return ordered;
}
