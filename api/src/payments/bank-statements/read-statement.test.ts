import { describe, it } from 'node:test';
import { expect } from 'expect';
import { AppError } from '../../errors';
import { readCamt053Statement } from './read-camt053-statement';
import { readCsvStatement } from './read-csv-statement';
import { centsOfStatementAmount } from './statement-entry';

const camt = (entries: string) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><GrpHdr><MsgId>STMT-1</MsgId><CreDtTm>2026-12-02T18:00:00</CreDtTm></GrpHdr>
<Stmt><Id>1</Id><Acct><Id><Othr><Id>000123456</Id></Othr></Id></Acct>${entries}</Stmt></BkToCstmrStmt></Document>`;

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? error.body.message : String(error);
  }
  return 'read';
};

describe('statement amounts', () => {
  it('reads the decimals banks write in cents, never through a float', () => {
    expect(centsOfStatementAmount('1,234.50')).toBe(123450);
    expect(centsOfStatementAmount('20')).toBe(2000);
    expect(centsOfStatementAmount('-15.5')).toBe(-1550);
    expect(centsOfStatementAmount('0.29')).toBe(29);
    expect(centsOfStatementAmount('12.345')).toBeNull();
    expect(centsOfStatementAmount('1e3')).toBeNull();
    expect(centsOfStatementAmount('')).toBeNull();
  });
});

describe('a CSV export', () => {
  it('takes the columns banks name, in any case, quoted fields and a byte-order mark; credit and debit columns too', () => {
    const csv = '\ufeffDate,Description,Amount,Currency,Payer\r\n2026-12-01,"Transfer SF-0A1B2C3D4E, thanks",20.00,usd,"Chan, Sokha"\r\n2026-12-01,Bank fee,-1.50,USD,\r\n';
    expect(readCsvStatement(csv)).toEqual([
      { line: 2, bookedOn: '2026-12-01', amount: 2000, currency: 'USD', text: 'Transfer SF-0A1B2C3D4E, thanks', counterparty: 'Chan, Sokha' },
      { line: 3, bookedOn: '2026-12-01', amount: -150, currency: 'USD', text: 'Bank fee', counterparty: null },
    ]);
    expect(readCsvStatement('Booking Date,Narrative,Credit,Debit\n02/12/2026,SF-0A1B2C3D4E,"1,000.00",\n02/12/2026,ATM,,40.00\n').map((e) => e.amount)).toEqual([100000, -4000]);
  });

  it('refuses a file without the columns it needs, or with an amount that is not one, naming the row', () => {
    expect(refusal(() => readCsvStatement('Date,Amount\n2026-12-01,20.00\n'))).toBe('The CSV has no reference or description column');
    expect(refusal(() => readCsvStatement('Date,Reference\n2026-12-01,SF-0A1B2C3D4E\n'))).toBe('The CSV has no amount or credit column');
    expect(refusal(() => readCsvStatement('Reference,Amount\nSF-0A1B2C3D4E,twenty\n'))).toBe('Row 2: the amount is not a number');
    expect(refusal(() => readCsvStatement('Reference,Amount\n"SF-0A1B2C3D4E,20.00\n'))).toBe('The CSV cannot be read');
  });
});

describe('an ISO 20022 camt.053 statement', () => {
  it('reads each entry: amount and currency, credit or debit, the booking date, remittance information and the debtor', () => {
    const xml = camt(`
<Ntry><Amt Ccy="USD">20.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-12-01</Dt></BookgDt>
<NtryDtls><TxDtls><Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs><RltdPties><Dbtr><Pty><Nm>Sokha Chan</Nm></Pty></Dbtr></RltdPties><RmtInf><Ustrd>Invoice SF-0A1B2C3D4E</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>
<Ntry><Amt Ccy="KHR">82000</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><DtTm>2026-12-02T09:30:00</DtTm></BookgDt><AddtlNtryInf>Cash deposit</AddtlNtryInf></Ntry>
<Ntry><Amt Ccy="USD">5.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><BookgDt><Dt>2026-12-02</Dt></BookgDt><NtryDtls><TxDtls><RmtInf><Strd><CdtrRefInf><Ref>FEE-12</Ref></CdtrRefInf></Strd></RmtInf></TxDtls></NtryDtls></Ntry>`);
    expect(readCamt053Statement(xml)).toEqual([
      { line: 1, bookedOn: '2026-12-01', amount: 2000, currency: 'USD', text: 'Invoice SF-0A1B2C3D4E', counterparty: 'Sokha Chan' },
      { line: 2, bookedOn: '2026-12-02T09:30:00', amount: 8200000, currency: 'KHR', text: 'Cash deposit', counterparty: null },
      { line: 3, bookedOn: '2026-12-02', amount: -500, currency: 'USD', text: 'FEE-12', counterparty: null },
    ]);
  });

  it('refuses XML that is not well-formed or not a statement, and never expands an entity', () => {
    expect(refusal(() => readCamt053Statement('<Document><BkToCstmrStmt>'))).toBe('The camt.053 file is not well-formed XML');
    expect(refusal(() => readCamt053Statement('<Document><Other/></Document>'))).toBe('The file is not a camt.053 statement (no BkToCstmrStmt)');
    const bomb = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "SF-0A1B2C3D4E"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>${camt('<Ntry><Amt Ccy="USD">1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><AddtlNtryInf>&b;</AddtlNtryInf></Ntry>').replace('<?xml version="1.0" encoding="UTF-8"?>', '')}`;
    const [entry] = readCamt053Statement(bomb);
    expect(entry!.text).toBe('&b;');
    expect(refusal(() => readCamt053Statement(camt('<Ntry><Amt Ccy="USD">1.00</Amt><CdtDbtInd>IN</CdtDbtInd></Ntry>')))).toBe('Entry 1: CdtDbtInd must be CRDT or DBIT');
  });
});
