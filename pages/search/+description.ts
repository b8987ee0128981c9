export default 'Search hijabs, abayas, thobes, prayer mats and accessories.'
