import { Link as RouterLink } from 'react-router'
import Link from '@mui/material/Link'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { LISTING_STATUS, statusName } from '../../contract/enums'
import type { MarketplaceListing } from '../../contract/listings'
import { formatDay } from '../../components/format-day'
import { formatMoney, formatQuantity } from '../../components/money'
import { paths } from '../../components/paths'

/** The pharmacy's listings, each with its status by name and a link to its edit form. */
export function ListingsTable({ listings }: { listings: readonly MarketplaceListing[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Listings">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Drug
            </TableCell>
            <TableCell component="th" scope="col">
              NDC
            </TableCell>
            <TableCell component="th" scope="col">
              Lot
            </TableCell>
            <TableCell component="th" scope="col">
              Expires
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Price
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Quantity
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
          {listings.map((listing) => {
            const drug = listing.packageName ?? 'Unknown drug'
            return (
              <TableRow key={listing.id} data-listing-id={listing.id}>
                <TableCell>{drug}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{listing.nationalDrugCode}</TableCell>
                <TableCell>{listing.lotNumber}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(listing.expirationDate)}</TableCell>
                <TableCell align="right">{formatMoney(listing.price)}</TableCell>
                <TableCell align="right">
                  {formatQuantity(listing.quantity)}
                  {listing.fullPackage ? ' (full package)' : ''}
                </TableCell>
                <TableCell>{statusName(LISTING_STATUS, listing.status)}</TableCell>
                <TableCell>
                  <Link
                    component={RouterLink}
                    to={paths.listing(listing.id)}
                    aria-label={`Edit listing ${drug}, lot ${listing.lotNumber}`}
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
