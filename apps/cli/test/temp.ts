import { type ProjectFiles, type TempProject, tempProject } from '@arbiter/scenario/testing/temp-project';
import { afterEach } from 'vitest';

const made: TempProject[] = [];

afterEach(() => {
  for (const p of made.splice(0)) p.dispose();
});

/**
 * A temporary folder with these files (text, or bytes as given), or an empty one for a command's
 * output; removed after the test. Light to import: it does not load the CLI (see helpers.ts).
 */
export function fixture(files: ProjectFiles = {}): string {
  const project = tempProject(files, 'arbiter-cli-');
  made.push(project);
  return project.root;
}
