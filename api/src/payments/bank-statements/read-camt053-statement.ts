import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { AppError } from '../../errors';
import { centsOfStatementAmount, type StatementEntry } from './statement-entry';

/**
 * An ISO 20022 camt.053 bank-to-customer statement (fast-xml-parser reads it; entities are not expanded, so a
 * DOCTYPE's entities cannot blow it up). The message's shape, from the ISO 20022 catalogue's camt.053.001 schemas:
 * Document / BkToCstmrStmt / Stmt[] / Ntry[], each entry with Amt (its Ccy attribute), CdtDbtInd CRDT or DBIT,
 * BookgDt (Dt or DtTm), and NtryDtls / TxDtls[] holding RmtInf (Ustrd[], or Strd / CdtrRefInf / Ref), Refs /
 * EndToEndId and RltdPties / Dbtr (Nm, or Pty / Nm from version 08); AddtlNtryInf is the bank's own text.
 */
const ARRAYS = new Set(['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  isArray: (name) => ARRAYS.has(name),
});

type Node = Record<string, unknown>;
const node = (value: unknown): Node => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'object' && value && typeof (value as Node)['#text'] === 'string' ? String((value as Node)['#text']).trim() : '');

const refused = (message: string) => new AppError('BAD_REQUEST', undefined, { fields: [{ path: 'content', message }] }, message);

export function readCamt053Statement(content: string): StatementEntry[] {
  if (XMLValidator.validate(content) !== true) throw refused('The camt.053 file is not well-formed XML');
  const document = node(node(parser.parse(content)).Document);
  const statement = node(document.BkToCstmrStmt);
  if (!document.BkToCstmrStmt) throw refused('The file is not a camt.053 statement (no BkToCstmrStmt)');
  const entries: StatementEntry[] = [];
  for (const stmt of list(statement.Stmt)) {
    for (const entry of list(node(stmt).Ntry)) {
      const ntry = node(entry);
      const line = entries.length + 1;
      const amountNode = ntry.Amt;
      const cents = centsOfStatementAmount(text(amountNode));
      if (cents === null) throw refused(`Entry ${line}: the amount is not a number`);
      const indicator = text(ntry.CdtDbtInd);
      if (indicator !== 'CRDT' && indicator !== 'DBIT') throw refused(`Entry ${line}: CdtDbtInd must be CRDT or DBIT`);
      const details = list(ntry.NtryDtls).flatMap((d) => list(node(d).TxDtls)).map(node);
      const texts = [
        ...details.flatMap((tx) => [
          ...list(node(tx.RmtInf).Ustrd).map(text),
          ...list(node(tx.RmtInf).Strd).map((strd) => text(node(node(strd).CdtrRefInf).Ref)),
          text(node(tx.Refs).EndToEndId),
        ]),
        text(ntry.AddtlNtryInf),
      ].filter((part) => part && part !== 'NOTPROVIDED');
      const debtor = details.map((tx) => node(node(tx.RltdPties).Dbtr)).map((dbtr) => text(dbtr.Nm) || text(node(dbtr.Pty).Nm)).find(Boolean);
      const booked = node(ntry.BookgDt);
      entries.push({
        line,
        bookedOn: text(booked.Dt) || text(booked.DtTm) || null,
        amount: indicator === 'DBIT' ? -Math.abs(cents) : Math.abs(cents),
        currency: String(node(amountNode)['@Ccy'] ?? 'USD').toUpperCase(),
        text: texts.join(' ').slice(0, 500),
        counterparty: debtor ? debtor.slice(0, 200) : null,
      });
    }
  }
  return entries;
}
