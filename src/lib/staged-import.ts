/**
 * A screen's chunk loaded after its heaviest dependencies, each evaluated in a task of its own. A dynamic import
 * evaluates every module of its graph not yet evaluated in one task: for the Star Chart workspace that was Dexie, the
 * local database, zod and the contract's schemas together, 330-440 ms on a slow phone (6x CPU slowdown, issue 32).
 * Evaluated one by one with a yield between, each is a task of its own and input can run in between. The price is
 * one fetch after another for the stages (a module already loaded costs nothing), so stages are kept few.
 */
import { yieldToBrowser } from './when-idle';

export type ModuleStage = () => Promise<unknown>;

export async function importInStages<Module>(stages: readonly ModuleStage[], load: () => Promise<Module>): Promise<Module> {
  for (const stage of stages) {
    await stage();
    await yieldToBrowser();
  }
  return load();
}
