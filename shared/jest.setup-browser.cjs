require('@testing-library/jest-dom');

// The first render of a lazy page compiles its modules: on a busy two-core machine that alone can take more than
// Testing Library's default second, so findBy*/waitFor wait up to five before they fail.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
