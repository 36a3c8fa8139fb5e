/** What other areas use of the places: the list the sitemap reads and the reads that fill a place's page and a job's 'Quanto paga'. */
export { createPlaceDirectory, type PlaceDirectory, type PlacesPiece } from './placeDirectory'
