/** @jest-environment node */
import { contractNumber, contractPagePath, textSha256 } from './e-contract';

describe('electronic contracts', () => {
  it('hashes the text as the api does (UTF-8, Khmer included)', async () => {
    const text = 'កិច្ច⁠ព្រម⁠ព្រៀងសេវា⁠កម្ម\n\n1. Service: web-1';
    // sha256 of the UTF-8 bytes, as the api's node:crypto computes it
    expect(await textSha256(text)).toBe('833c30c026d904de4144f2e186a484edcee93df2e854fc23421a774d1ec013c4');
  });

  it('numbers contracts and links each kind to its §7 page', () => {
    expect(contractNumber(2026, 12)).toBe('CT-2026-000012');
    expect(contractPagePath({ id: 'a1', kind: 'aws-account' })).toBe('/account/contracts/aws-account/a1');
    expect(contractPagePath({ id: 'a1', kind: 'manual-invoice' })).toBe('/account/contracts/manual-invoice/a1');
    expect(contractPagePath({ id: 'a1', kind: 'service' })).toBe('/account/contracts/service/detail?id=a1');
    expect(contractPagePath({ id: 'a1', kind: 'summary' })).toBe('/account/contracts/summary?id=a1');
  });
});
