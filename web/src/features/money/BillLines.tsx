/** A bill's lines as a table: the booked price, each part or labour, the discount and the total. */
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { Bill } from '@meramot/domain/bill';
import { useI18n } from '../../lib/i18n';

export function BillLines({
  bill,
}: {
  bill: Pick<Bill, 'price' | 'lines' | 'discount' | 'total'>;
}) {
  const { t, formatPrice } = useI18n();
  const rows = [
    { label: t('money.bookedPrice'), amount: formatPrice(bill.price) },
    ...bill.lines.map((line) => ({ label: line.description, amount: formatPrice(line.amount) })),
    ...(bill.discount > 0
      ? [{ label: t('money.discount'), amount: `−${formatPrice(bill.discount)}` }]
      : []),
  ];
  return (
    <Table size="small" className="bill-lines">
      <TableHead>
        <TableRow>
          <TableCell>{t('receipt.item')}</TableCell>
          <TableCell align="right">{t('receipt.amount')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={index}>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.label}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {row.amount}
            </TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell sx={{ fontWeight: 700 }}>{t('money.total')}</TableCell>
          <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            {formatPrice(bill.total)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
