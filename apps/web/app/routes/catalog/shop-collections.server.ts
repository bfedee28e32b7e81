import type { LoaderFunctionArgs } from 'react-router'
import { collectionPage } from './collection.server.ts'

export const loader = (args: LoaderFunctionArgs) => collectionPage(args, true)
