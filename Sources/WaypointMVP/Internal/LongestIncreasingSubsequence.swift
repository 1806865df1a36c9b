/// The positions in `values` of one longest strictly increasing subsequence.
///
/// The difference keeps the elements in this subsequence in place and moves the others,
/// which gives the fewest moves.
///
/// - Parameter values: Distinct integers.
/// - Returns: Offsets into `values`, ascending.
/// - Complexity: O(*n* log *n*) (patience sorting).
@usableFromInline
func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
  // tails[k]: offset of the smallest value ending an increasing run of length k + 1;
  // tailValues[k] that value, kept beside it so the search reads one array.
  var tails: [Int] = []
  var tailValues: [Int] = []
  var previous = [Int](repeating: -1, count: values.count)
  for (offset, value) in values.enumerated() {
    // NB: most values of a list that kept its order extend the longest run: checking the last
    // tail first spares them the binary search (a third of a random mix's difference).
    if let last = tailValues.last, last < value {
      previous[offset] = tails[tails.count - 1]
      tails.append(offset)
      tailValues.append(value)
      continue
    }
    var low = 0
    var high = tails.count
    while low < high {
      let middle = (low + high) / 2
      if tailValues[middle] < value { low = middle + 1 } else { high = middle }
    }
    if low > 0 { previous[offset] = tails[low - 1] }
    if low == tails.count {
      tails.append(offset)
      tailValues.append(value)
    } else {
      tails[low] = offset
      tailValues[low] = value
    }
  }
  var result: [Int] = []
  result.reserveCapacity(tails.count)
  var cursor = tails.last ?? -1
  while cursor >= 0 {
    result.append(cursor)
    cursor = previous[cursor]
  }
  return result.reversed()
}
