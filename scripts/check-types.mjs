// `npm test`'s type check and lint in one process on one TypeScript program: tsc's diagnostics
// first, then ESLint with that program handed to typescript-eslint for the type-aware rules
// (eslint.config.js). Two programs, tsc's and the lint's own, cost ~35 core-seconds more
// (CONTRIBUTING "Running the tests"). `--lint-only` / `--types-only` run one half.
// Exits 1 when either finds something.
import ts from 'typescript';
import { ESLint } from 'eslint';

const root = new URL('..', import.meta.url).pathname;
const only = process.argv[2];

function createProgram() {
  const configPath = ts.findConfigFile(root, ts.sys.fileExists, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  const program = ts.createProgram({
    rootNames: config.fileNames,
    options: config.options,
    projectReferences: config.projectReferences,
  });
  // The import plugin keys its cache of imported files by JSON.stringify of the language
  // options, once per import: with the program among them that is the whole program, each time
  // (~30 core-seconds). A program is the same program; its JSON can say so.
  Object.defineProperty(program, 'toJSON', { value: () => 'typescript-program' });
  return program;
}

function typeErrors(program) {
  const diagnostics = ts.getPreEmitDiagnostics(program);
  if (diagnostics.length === 0) return 0;
  const host = {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => root,
    getNewLine: () => '\n',
  };
  process.stdout.write(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
  console.log(`\ntsc: ${diagnostics.length} error(s)`);
  return diagnostics.length;
}

async function lintProblems(program) {
  const eslint = new ESLint({
    cwd: root,
    overrideConfig: program
      ? {
          files: ['**/*.{ts,tsx}'],
          languageOptions: { parserOptions: { projectService: false, programs: [program] } },
        }
      : undefined,
  });
  const results = await eslint.lintFiles(['.']);
  const formatter = await eslint.loadFormatter('stylish');
  const text = await formatter.format(results);
  if (text) process.stdout.write(text);
  // --max-warnings=0: a warning fails too.
  return results.reduce((sum, file) => sum + file.errorCount + file.warningCount, 0);
}

const program = only === '--lint-only' ? null : createProgram();
let problems = program ? typeErrors(program) : 0;
if (only !== '--types-only') problems += await lintProblems(program);
process.exit(problems > 0 ? 1 : 0);
