import { Link as RouterLink } from 'react-router'
import Link from '@mui/material/Link'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import type { CashOffer } from '../../contract/cash-offers'
import { CASH_OFFER_STATUS, statusName } from '../../contract/enums'
import { formatDay } from '../../components/format-day'
import { formatMoney, formatQuantity } from '../../components/money'
import { paths } from '../../components/paths'

/** The cash offers the pharmacy made, each with its status by name and a link to its edit form. */
export function CashOffersTable({ offers }: { offers: readonly CashOffer[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Cash offers">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Drug
            </TableCell>
            <TableCell component="th" scope="col">
              NDC
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Price
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Quantity
            </TableCell>
            <TableCell component="th" scope="col">
              Expires no earlier than
            </TableCell>
            <TableCell component="th" scope="col">
              Shipping
            </TableCell>
            <TableCell component="th" scope="col">
              Status
            </TableCell>
            <TableCell component="th" scope="col">
              Action
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {offers.map((offer) => {
            const drug = offer.packageName ?? 'Unknown drug'
            return (
              <TableRow key={offer.id} data-cash-offer-id={offer.id}>
                <TableCell>{drug}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{offer.nationalDrugCode}</TableCell>
                <TableCell align="right">{formatMoney(offer.price)}</TableCell>
                <TableCell align="right">
                  {offer.quantity === null ? '' : formatQuantity(offer.quantity)}
                  {offer.fullPackage ? ' (full package)' : ''}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(offer.expirationDate)}</TableCell>
                <TableCell>{offer.shippingRequestMethod ?? ''}</TableCell>
                <TableCell>{statusName(CASH_OFFER_STATUS, offer.status)}</TableCell>
                <TableCell>
                  <Link
                    component={RouterLink}
                    to={paths.cashOffer(offer.id)}
                    aria-label={`Edit cash offer for ${drug} at ${formatMoney(offer.price)}`}
                  >
                    Edit
                  </Link>
                </TableCell>
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
