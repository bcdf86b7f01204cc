// ESLint for the explorer page's ES modules (`make lint`): they run in the browser, unbundled.
import js from "@eslint/js";
import stylistic from "@stylistic/eslint-plugin";
import globals from "globals";

export default [
  // third-party files, copied or bundled by vendor/build.mjs (which is linted, below)
  { ignores: ["attnlab/viz/explorer/vendor/*", "!attnlab/viz/explorer/vendor/build.mjs"] },
  js.configs.recommended, // no-undef and no-unused-vars among them
  {
    files: ["attnlab/viz/explorer/static/**/*.js"],
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: globals.browser },
  },
  {
    files: ["eslint.config.js", "attnlab/viz/explorer/vendor/build.mjs"],
    languageOptions: { sourceType: "module", globals: globals.node },
  },
  // Prettier wraps code at 100 columns (.prettierrc.json); this catches the lines it leaves
  // long: comments, strings and template literals
  {
    plugins: { "@stylistic": stylistic },
    rules: { "@stylistic/max-len": ["error", { code: 100, ignoreUrls: false }] },
  },
];
