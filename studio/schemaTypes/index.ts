import { categoryType } from './category'
import { heroType } from './hero'
import { productType } from './product'

export const schemaTypes = [productType, categoryType, heroType]
