export { catalogueScenarios, type Scenario } from './lib/scenarios';
export { freePort } from './lib/gateway-process';
