import { describe, expect, it } from 'vitest';
import { importInStages } from '../staged-import';

describe('importInStages', () => {
  it('loads each stage in order, each in a task of its own, then the module', async () => {
    const order: string[] = [];
    let tasks = 0;
    const ticker = setInterval(() => (tasks += 1), 0);
    const taskAt: number[] = [];
    const stage = (name: string) => async () => {
      order.push(name);
      taskAt.push(tasks);
    };
    const module = await importInStages([stage('database'), stage('zod')], async () => {
      order.push('screen');
      taskAt.push(tasks);
      return { Screen: 'screen' };
    });
    clearInterval(ticker);
    expect(module).toEqual({ Screen: 'screen' });
    expect(order).toEqual(['database', 'zod', 'screen']);
    // A macrotask between stages (Node has no scheduler.yield): the timer ran between each.
    expect(taskAt[1]).toBeGreaterThan(taskAt[0] ?? 0);
    expect(taskAt[2]).toBeGreaterThan(taskAt[1] ?? 0);
  });
});
