import { describe, expect, it } from 'vitest';
import { LEASE_FILE_ACCEPT, leaseFileProblem, MAX_LEASE_FILE_BYTES } from './lease-files.ts';

describe('leaseFileProblem', () => {
  it('passes PDF, Word and text files up to 10 MB', () => {
    for (const name of ['lease.pdf', 'Lease.DOCX', 'lease.txt', 'lease.md']) {
      expect(leaseFileProblem({ name, size: MAX_LEASE_FILE_BYTES })).toBeNull();
    }
  });

  it('says why a file cannot be sent', () => {
    expect(leaseFileProblem({ name: 'lease.pdf', size: MAX_LEASE_FILE_BYTES + 1 })).toBe(
      'This file is 10.0 MB; the largest lease file is 10 MB. Upload a smaller file, or paste the text.',
    );
    expect(leaseFileProblem({ name: 'lease.pdf', size: 0 })).toBe('This file is empty.');
    expect(leaseFileProblem({ name: 'lease.doc', size: 10 })).toMatch(/older Word file \(\.doc\)/);
    expect(leaseFileProblem({ name: 'scan.jpg', size: 10 })).toMatch(/Upload a PDF, a Word file/);
  });

  it('offers in the picker exactly the kinds it passes', () => {
    for (const extension of ['.pdf', '.docx', '.txt', '.md']) {
      expect(LEASE_FILE_ACCEPT.split(',')).toContain(extension);
    }
    expect(LEASE_FILE_ACCEPT).not.toMatch(/\.doc,/);
  });
});
