import { tempProject } from '@arbiter/scenario/testing/temp-project';
import { afterAll, describe, expect, it } from 'vitest';
import { type FilesApi, rulebookQuote } from '../../src/workspace-files.js';

// An invented rulebook text in the shapes real ones use, not their words.
const BOOK = `5.5 Divest
- 5.5.4 Invented: the business stays
  where it is.
`;

describe('the clause quoted from the rulebook text the setting names', () => {
  const project = tempProject({ 'rules.txt': BOOK }, 'arbiter-book-');
  afterAll(() => project.dispose());
  const vs = { workspace: { workspaceFolders: [{ uri: { fsPath: project.root } }] } } as unknown as FilesApi;

  it('reads a path relative to the workspace folder and gives the clause in one line', () => {
    const quote = rulebookQuote(vs, () => 'rules.txt');
    expect(quote('5.5.4')).toBe('Invented: the business stays where it is.');
    expect(quote('9.9')).toBeUndefined();
  });

  it('gives nothing without the setting or when the file cannot be read', () => {
    expect(rulebookQuote(vs, () => '')('5.5.4')).toBeUndefined();
    expect(rulebookQuote(vs, () => 'missing.txt')('5.5.4')).toBeUndefined();
  });
});
