import { getShortestPaths } from 'xstate/graph';
import { exitIntentActionMachine } from './exit-intent';
it('x', () => {
  const m = exitIntentActionMachine.provide({ guards: { pageDisabled: () => false, blocked: () => false, withinThreshold: () => true } });
  const paths = getShortestPaths(m, { input: { action: 'exitIntent', env: {} as never } } as never);
  console.log(paths.map((p) => JSON.stringify(p.state.value) + ' <- ' + p.steps.map((s) => s.event.type).join(',')));
});
