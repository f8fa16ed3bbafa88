/**
 * Run in the page (an init script, so from its start): records every long task (Long Tasks API, over 50 ms) in
 * window.__longTasks, with the ones before the observer began (buffered). Arrow functions only: Playwright sends the
 * function's text to the page, where a bundler's helpers do not exist.
 */
export const recordLongTasks = () => {
  const tasks: { start: number; duration: number }[] = [];
  (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push({ start: entry.startTime, duration: entry.duration }))).observe({
    type: 'longtask',
    buffered: true,
  });
};
