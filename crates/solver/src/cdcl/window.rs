//! Glucose's bounded queues: the mean of the last values of a measure (the LBDs of the last
//! conflicts, the trail's lengths), for the restart rule.

/// The mean of the last `capacity` values pushed (Glucose's bounded queues).
#[derive(Clone, Debug, Default)]
pub(super) struct Window {
    values: Vec<u32>,
    capacity: usize,
    /// Where the next value goes in `values` once it is full.
    next: usize,
    sum: u64,
}

impl Window {
    pub(super) fn reset(&mut self, capacity: usize) {
        self.values.clear();
        self.values.reserve(capacity);
        self.capacity = capacity;
        self.next = 0;
        self.sum = 0;
    }

    pub(super) fn clear(&mut self) {
        self.values.clear();
        self.next = 0;
        self.sum = 0;
    }

    pub(super) fn push(&mut self, value: u32) {
        if self.values.len() < self.capacity {
            self.values.push(value);
        } else {
            self.sum -= u64::from(self.values[self.next]);
            self.values[self.next] = value;
            self.next = (self.next + 1) % self.capacity;
        }
        self.sum += u64::from(value);
    }

    pub(super) fn is_full(&self) -> bool {
        self.values.len() == self.capacity
    }

    pub(super) fn mean(&self) -> f64 {
        self.sum as f64 / self.values.len().max(1) as f64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn window_keeps_the_mean_of_the_last_values() {
        let mut w = Window::default();
        w.reset(3);
        assert_eq!(w.mean(), 0.0);
        w.push(4);
        w.push(8);
        assert!(!w.is_full());
        assert_eq!(w.mean(), 6.0);
        w.push(3);
        assert!(w.is_full());
        assert_eq!(w.mean(), 5.0);
        // 4 leaves: (8 + 3 + 10) / 3.
        w.push(10);
        assert_eq!(w.mean(), 7.0);
        // 8 leaves, then 3: (10 + 1 + 1) / 3.
        w.push(1);
        w.push(1);
        assert_eq!(w.mean(), 4.0);
        w.clear();
        assert!(!w.is_full());
        w.push(2);
        assert_eq!(w.mean(), 2.0);
    }
}
