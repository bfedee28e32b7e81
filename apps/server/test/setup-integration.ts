import { afterAll } from 'vitest'
import { releaseTestResources } from './helpers.ts'

// Every integration file: close its apps and drop its database when the file is done.
afterAll(releaseTestResources)
