// Setup file of the React projects' tests (setupFilesAfterEnv in their jest configs).
//
// A findBy… query or waitFor waits for what a person would see. A whole route renders through lazy
// chunks, a data router and Suspense; with every project's tests sharing two cores (CI runs them
// in parallel beside type checks), that once took longer than Testing Library's default second
// (account's add-items spec). Five seconds here, in one place, instead of a timeout per query; a
// query that never succeeds still fails, only later.
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 5000 });
