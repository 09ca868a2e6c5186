/**
 * Every relative link of README.md and docs/ resolves: the file exists and, when the link names
 * a heading (`#anchor`), the target has a heading with that slug (GitHub's: lower case, spaces to
 * hyphens, punctuation dropped).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return name.endsWith('.md') ? [full] : [];
  });
}

export function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  const headings = [...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => slugOf(m[1] ?? ''));
  return new Set(headings);
}

/** The relative link targets of a markdown file, outside code blocks and inline code. */
function linksOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1] ?? '')
    .filter((target) => !/^[a-z]+:/i.test(target));
}

const files = [path.join(ROOT, 'README.md'), ...markdownFiles(path.join(ROOT, 'docs'))];

describe('documentation links', () => {
  it('finds the README and the docs', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files.map((file) => [path.relative(ROOT, file), file]))(
    '%s: every relative link resolves',
    (_name, file) => {
      const broken = linksOf(file).filter((target) => {
        const [filePart = '', anchor] = target.split('#');
        const resolved = filePart ? path.resolve(path.dirname(file), filePart) : file;
        if (!existsSync(resolved)) return true;
        return anchor !== undefined && !anchorsOf(resolved).has(anchor);
      });
      expect(broken).toEqual([]);
    },
  );

  it('slugs headings as GitHub does', () => {
    expect(slugOf('One policy, two doors')).toBe('one-policy-two-doors');
    expect(slugOf('REST API: the `catalogue`')).toBe('rest-api-the-catalogue');
  });
});
