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
  // tails[k]: offset of the smallest value ending an increasing run of length k + 1.
  var tails: [Int] = []
  var previous = [Int](repeating: -1, count: values.count)
  for (offset, value) in values.enumerated() {
    var low = 0
    var high = tails.count
    while low < high {
      let middle = (low + high) / 2
      if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
    }
    if low > 0 { previous[offset] = tails[low - 1] }
    if low == tails.count { tails.append(offset) } else { tails[low] = offset }
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
